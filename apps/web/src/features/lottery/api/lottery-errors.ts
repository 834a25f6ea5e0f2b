import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';

/**
 * The app's error messages, with the `lottery.*` codes translated from this feature's namespace
 * (`lottery:error.<code>`); every other code goes through lib/error-message.ts as everywhere else.
 */
export function useLotteryErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('lottery');
  const describe = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code.startsWith('lottery.')) {
        return t(`error.${error.code}`, { defaultValue: error.message || describe(error) });
      }
      return describe(error);
    },
    [t, describe],
  );
}

/** A refusal worth retrying with the same request id: nothing reached the server, or it failed on its side. */
export const isRetryableFailure = (error: unknown): boolean =>
  error instanceof ApiError ? error.status === 0 || error.status >= 500 : true;
