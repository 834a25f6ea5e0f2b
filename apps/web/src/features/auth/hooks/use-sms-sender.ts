import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { showDialog } from '../../../lib/modal-store.ts';

/**
 * Wraps an sms send call for SmsSendButton: resolves with the countdown in seconds
 * (expiredMinutes x 60, or a fixed first wait), and on failure opens the warning dialog
 * with the server's message and a confirm button (spec section 8).
 */
export function useSmsSender(
  send: () => Promise<{ expiredMinutes: number } | null>,
  options: { fixedSeconds?: number } = {},
): () => Promise<number | null> {
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  const latest = useRef(send);
  useLayoutEffect(() => {
    latest.current = send;
  });
  const { fixedSeconds } = options;

  return useCallback(async () => {
    try {
      const sent = await latest.current();
      if (!sent) return null;
      return fixedSeconds ?? sent.expiredMinutes * 60;
    } catch (error) {
      showDialog({ title: t('dialog.warning'), message: describeError(error), confirmText: t('common.confirm') });
      return null;
    }
  }, [describeError, fixedSeconds, t]);
}
