import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showDialog, useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useLogoutRequest } from '../api/logout.ts';

/** Flags of the logged-in visit that logout removes wherever they were kept. */
export const PUBLICITY_CLOSED_KEY = 'publicityClosed';
export const VIP_SERVICE_KEY = 'vipService';
/** Query roots that belong to the merchant, not to the member (the status gate's query among them). */
const KEPT_QUERY_ROOTS: readonly string[] = ['systemStatus', 'system'];

/**
 * Logout (spec section 4): confirm, end the session on the server, then forget everything
 * of the visit except the merchant values, and go home. The local clean-up runs even when
 * the server call fails, so a dead session can always be left.
 */
export function useLogout(): () => void {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: endSession } = useLogoutRequest();

  const logOut = useCallback(async () => {
    try {
      await endSession();
    } catch {
      // The session may already have ended on the server; the local clean-up still applies.
    }
    useModalStore.getState().hideAll();
    useSessionStore.getState().clear();
    for (const storage of [localStorage, sessionStorage]) {
      storage.removeItem(PUBLICITY_CLOSED_KEY);
      storage.removeItem(VIP_SERVICE_KEY);
    }
    // Everything the session fetched goes; the site status and merchant settings stay, or the app would reboot.
    queryClient.removeQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.includes(String(query.queryKey[0])) });
    navigate('/');
  }, [endSession, navigate, queryClient]);

  return useCallback(() => {
    showDialog({
      title: t('logout.title'),
      message: t('logout.confirm'),
      confirmText: t('logout.submit'),
      cancelText: t('common.cancel'),
      onConfirm: () => void logOut(),
    });
  }, [logOut, t]);
}
