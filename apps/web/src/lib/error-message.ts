import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/** The wait a `rate.limited` refusal carries (the server's retryAfterSeconds), if any. */
function retryAfterSecondsOf(error: ApiError): number | null {
  const value = error.value as { retryAfterSeconds?: unknown } | null;
  const seconds = value?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * Turns any failure into the translated `error.<code>` message, the server's English as fallback.
 * A rate limit says the real wait: seconds under a minute, else minutes rounded up.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation(['errors', 'common']);
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('error.unknown.error');
      const wait = error.code === 'rate.limited' ? retryAfterSecondsOf(error) : null;
      if (wait !== null) {
        return wait < 60
          ? t('common:rateLimit.retryInSeconds', { count: wait })
          : t('common:rateLimit.retryInMinutes', { count: Math.ceil(wait / 60) });
      }
      return t(`error.${error.code}`, { defaultValue: error.message || t('error.unknown.error') });
    },
    [t],
  );
}
