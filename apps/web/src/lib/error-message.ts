import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';
import { formatDateTime } from './format.ts';

/** The wait a `rate.limited` refusal carries (the server's retryAfterSeconds), if any. */
function retryAfterSecondsOf(error: ApiError): number | null {
  const value = error.value as { retryAfterSeconds?: unknown } | null;
  const seconds = value?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * The refusal of a login during a cool-off or self-exclusion (`account.excluded`, value `{ kind, until }`, until null
 * when permanent), with its end in the reader's language and the browser's time zone; null when the value is not
 * that shape (the catalogue's text is used then).
 */
function exclusionText(error: ApiError, t: TFunction<['errors', 'common']>, language: string): string | null {
  const value = error.value as { kind?: unknown; until?: unknown } | null;
  if (value?.kind !== 'COOL_OFF' && value?.kind !== 'SELF_EXCLUSION') return null;
  if (value.until === null) return t('common:exclusion.permanent');
  if (typeof value.until !== 'string' || Number.isNaN(Date.parse(value.until))) return null;
  const until = formatDateTime(value.until, language);
  return value.kind === 'COOL_OFF'
    ? t('common:exclusion.coolOffUntil', { until })
    : t('common:exclusion.selfExclusionUntil', { until });
}

/**
 * Turns any failure into the translated `error.<code>` message, the server's English as fallback.
 * A rate limit says the real wait: seconds under a minute, else minutes rounded up; a login refused during a
 * cool-off or self-exclusion says until when.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation(['errors', 'common']);
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('error.unknown.error');
      const wait = error.code === 'rate.limited' ? retryAfterSecondsOf(error) : null;
      if (wait !== null) {
        return wait < 60
          ? t('common:rateLimit.retryInSeconds', { count: wait })
          : t('common:rateLimit.retryInMinutes', { count: Math.ceil(wait / 60) });
      }
      const excluded = error.code === 'account.excluded' ? exclusionText(error, t, i18n.language) : null;
      if (excluded !== null) return excluded;
      return t(`error.${error.code}`, { defaultValue: error.message || t('error.unknown.error') });
    },
    [t, i18n.language],
  );
}
