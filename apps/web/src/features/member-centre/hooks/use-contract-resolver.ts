import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type Schema = Parameters<typeof zodResolver>[0];
type FieldMessages<V> = Partial<Record<Extract<keyof V, string>, string>>;

export type ContractRules<V extends FieldValues> = {
  /** The endpoint's body schema from packages/contracts (`body` is optional in the endpoint type, never for a form). */
  schema: Schema | undefined;
  /** The body the values become, as the form sends it (fields the choice leaves out are undefined). */
  toBody: (values: V) => Record<string, unknown>;
  /** The message shown when the schema refuses a field, in the page's language (the schema's own is English). */
  messages: FieldMessages<V>;
  /** What the schema cannot know (the method's limits, the balance, two fields together); a field's message or none. */
  check?: (values: V) => FieldMessages<V>;
};

/**
 * A react-hook-form resolver that validates the body with the contract's zod schema, as the server
 * will, then with the form's own rules. It always reads the latest rules, so they may depend on
 * what the member chose (the deposit method's limits) without remounting the form.
 */
export function useContractResolver<V extends FieldValues>(rules: ContractRules<V>): Resolver<V> {
  const latest = useRef(rules);
  useLayoutEffect(() => {
    latest.current = rules;
  });
  return useCallback<Resolver<V>>(async (values, context, options) => {
    const { schema, toBody, messages, check } = latest.current;
    if (!schema) throw new Error('the endpoint of this form has no body schema');
    const parsed = await zodResolver(schema)(toBody(values), context, {
      ...options,
      fields: {},
      names: undefined,
    });
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(check?.(values) ?? {})) {
      if (message) errors[name] = { type: 'rule', message };
    }
    for (const [name, error] of Object.entries(parsed.errors)) {
      const fallback = typeof error?.message === 'string' ? error.message : '';
      errors[name] = { type: 'schema', message: messages[name as keyof FieldMessages<V>] ?? fallback };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as unknown as FieldErrors<V> };
  }, []);
}
