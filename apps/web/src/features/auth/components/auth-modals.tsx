import { useEffect } from 'react';
import { useModalStore } from '../../../lib/modal-store.ts';
import { SESSION_KEYS } from '../../../lib/session-storage.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { ChangePasswordProps } from '../hooks/use-login-sequence.ts';
import { removeLegacyRememberCookies } from '../remember-me.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { DialogModal } from './dialog-modal.tsx';
import { DownloadModal } from './download-modal.tsx';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { GamePopupModal } from './game-popup-modal.tsx';
import { LoginModal } from './login-modal.tsx';
import { RegisterModal } from './register-modal.tsx';

/**
 * Every modal of the site, mounted once by the app frame and driven by the modal store.
 * A password change still pending after a reload (the cpw flag) opens the forced modal again.
 */
export function AuthModals() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);

  // The old remember me left the password in a cookie; it goes on the first page load.
  useEffect(removeLegacyRememberCookies, []);

  useEffect(() => {
    if (
      isLoggedIn &&
      sessionStorage.getItem(SESSION_KEYS.passwordChangePending) === '1' &&
      !useModalStore.getState().open.changePassword
    ) {
      useModalStore.getState().show('changePassword', { forced: true, userName: '' } satisfies ChangePasswordProps);
    }
  }, [isLoggedIn]);

  return (
    <>
      <LoginModal />
      <RegisterModal />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <DownloadModal />
      <GamePopupModal />
      <DialogModal />
    </>
  );
}
