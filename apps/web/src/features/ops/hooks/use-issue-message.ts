import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of a zod issue the wording needs: an empty field reads differently from a wrong one. */
type Issue = { input?: unknown };

/**
 * Words a contract schema's issue for the desk's forms (the `error` option of zodResolver): an empty field
 * "cannot be empty" (validation namespace), anything else is the server's own "the request is invalid" (errors
 * namespace), so the form says what the server would have said without a round trip.
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

/** The body schema of a contract endpoint; every form of the desk posts one. */
export function bodySchemaOf<B>(endpoint: { body?: B }): B {
  if (!endpoint.body) throw new Error('This endpoint has no body schema');
  return endpoint.body;
}
