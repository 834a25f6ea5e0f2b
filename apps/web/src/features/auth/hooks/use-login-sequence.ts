import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { loginValueSchema } from '@lucky/contracts/session/session-endpoints';
import { loadMemberInfo } from '../../../lib/member-info.ts';
import { showDialog, useModalStore } from '../../../lib/modal-store.ts';
import { SESSION_KEYS } from '../../../lib/session-storage.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export type LoginValue = z.infer<typeof loginValueSchema>;
/** How the session was obtained; an sms login never gets the forced password change. */
export type LoginKind = 'username' | 'sms' | 'freeplay' | 'register' | 'passwordChange' | 'remembered';

const FIRST_LOGIN_SEEN_PREFIX = 'firstLoginSeen:';

/** Props of the change-password modal. */
export type ChangePasswordProps = {
  /** Forced after login: the modal cannot be dismissed. */
  forced: boolean;
  userName: string;
  /** Known right after a password login, so the form does not ask for it again. */
  oldPassword?: string;
};

const CLOSED_AFTER_LOGIN = ['login', 'register', 'forgotPassword', 'changePassword'] as const;

/**
 * What happens after every successful login (spec section 4): store the session, run the
 * first-login action, force a password change when the server says so (not for sms
 * logins), otherwise load member info, flag the after-login popups, close and go home.
 */
export function useLoginSequence(): (
  value: LoginValue,
  options: { kind: LoginKind; password?: string },
) => Promise<void> {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(
    async (value, { kind, password }) => {
      // A new account is offered a deposit limit on the home page (limits offered at registration); marked before
      // the session, so a page that re-renders on the new session already sees the mark.
      if (kind === 'register') sessionStorage.setItem(SESSION_KEYS.limitOfferAfterRegister, '1');
      useSessionStore.getState().setSession(value.token, value.type);
      const modals = useModalStore.getState();

      if (value.firstTimeLogin && kind !== 'freeplay') {
        localStorage.setItem(`${FIRST_LOGIN_SEEN_PREFIX}${value.userName}`, new Date().toISOString());
        showDialog({
          title: t('firstLogin.title'),
          message: t('firstLogin.message', { name: value.userName }),
          confirmText: t('common.ok'),
        });
      }

      if (value.mustChangePassword && kind !== 'sms' && kind !== 'freeplay') {
        sessionStorage.setItem(SESSION_KEYS.passwordChangePending, '1');
        for (const name of CLOSED_AFTER_LOGIN) modals.hide(name);
        modals.show('changePassword', {
          forced: true,
          userName: value.userName,
          oldPassword: password,
        } satisfies ChangePasswordProps);
        return;
      }

      sessionStorage.removeItem(SESSION_KEYS.passwordChangePending);
      await loadMemberInfo(queryClient);
      sessionStorage.setItem(SESSION_KEYS.afterLoginModal, '1');
      for (const name of CLOSED_AFTER_LOGIN) modals.hide(name);
      if (kind === 'freeplay') modals.hideAll();
      if (pathname !== '/') navigate('/');
    },
    [navigate, pathname, queryClient, t],
  );
}
