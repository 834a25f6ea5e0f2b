import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** What zodResolver accepts from a contract: an endpoint's body schema, or a part of it. */
export type ContractSchema = Parameters<typeof zodResolver>[0];

/** One message per field, in the page's language; a field without one is valid. */
export type FieldMessages<Values> = Partial<Record<Extract<keyof Values, string>, string>>;

/** The body schema of a contract endpoint, for a form that posts it. */
export function bodySchemaOf<B>(endpoint: { body?: B }): B {
  if (!endpoint.body) throw new Error('This endpoint has no body schema');
  return endpoint.body;
}

/** The part of a zod issue the wording needs: an empty field reads differently from a wrong one. */
type Issue = { input?: unknown };

/**
 * Words a contract schema's issue (the `error` option of zodResolver; the schema's own words are English): an empty
 * field "cannot be empty", anything else the server's own "the request is invalid", so a form says what the server
 * would have said without a round trip.
 */
export function useIssueMessage(): (issue: Issue) => string {
  const { t } = useTranslation(['errors', 'validation']);
  return useCallback(
    (issue: Issue) =>
      issue.input === undefined || issue.input === ''
        ? t('validation:validation.notEmpty')
        : t('errors:error.request.invalid'),
    [t],
  );
}

export type ContractResolverOptions<Values> = {
  /** A field's own message when the schema refuses it (else the issue wording above). */
  messages?: FieldMessages<Values>;
  /** What the schema cannot know — a method's limits, the balance, two fields together: a message per field. */
  check?: (values: Values) => FieldMessages<Values>;
};

/**
 * The resolver of a form whose fields are not yet the request body (text that becomes a number, a list one entry a
 * line, fields a choice leaves out): the values are turned into the body, the body is checked by the contract's
 * schema — so the form refuses exactly what the server would — and then by the page's own rules. The submit handler
 * receives the body as the schema parsed it. It always reads the latest arguments, so rules may depend on what the
 * member chose without remounting the form. A form whose fields are the body uses zodResolver directly.
 */
export function useContractResolver<Values extends FieldValues, Body>(
  schema: ContractSchema,
  toBody: (values: Values) => unknown,
  options: ContractResolverOptions<Values> = {},
): Resolver<Values, unknown, Body> {
  const issueMessage = useIssueMessage();
  const latest = useRef({ schema, toBody, options, issueMessage });
  useLayoutEffect(() => {
    latest.current = { schema, toBody, options, issueMessage };
  });
  return useCallback<Resolver<Values, unknown, Body>>(async (values, context, resolverOptions) => {
    const { schema: current, toBody: convert, options: rules, issueMessage: word } = latest.current;
    const resolve = zodResolver(current, { error: word }) as unknown as Resolver<FieldValues, unknown, Body>;
    const parsed = await resolve(convert(values) as FieldValues, context, {
      ...resolverOptions,
      fields: {},
      names: undefined,
    } as never);
    const errors: Record<string, unknown> = {};
    for (const [name, message] of Object.entries(rules.check?.(values) ?? {})) {
      if (message) errors[name] = { type: 'rule', message };
    }
    // The schema's errors keep their shape (a field of a nested object or a list stays where it is), reworded where
    // the form gives a field its own message.
    for (const [name, error] of Object.entries(parsed.errors)) {
      const own = rules.messages?.[name as Extract<keyof Values, string>];
      errors[name] = own ? { type: 'schema', message: own } : error;
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as unknown as FieldErrors<Values> };
    return { values: parsed.values as Body, errors: {} };
  }, []);
}
