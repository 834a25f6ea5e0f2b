import { cleanup } from '@testing-library/react';
import { useModalStore } from '../lib/modal-store.ts';
import { useSessionStore } from '../lib/session-store.ts';

/** Puts the stores, storage and cookies back to a fresh visit between tests. */
export function resetApp(): void {
  cleanup();
  useModalStore.getState().hideAll();
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ token: null, accountType: null, isLoggedIn: false });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.removeAttribute('style');
}

export function logInAs(accountType: number, token = 'token-1'): void {
  useSessionStore.getState().setSession(token, accountType);
}
