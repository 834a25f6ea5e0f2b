import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/** Turns any failure into the translated `error.<code>` message, the server's English as fallback. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback((error: unknown) => {
    if (error instanceof ApiError) return t(`error.${error.code}`, { defaultValue: error.message || t('error.unknown.error') });
    return t('error.unknown.error');
  }, [t]);
}
