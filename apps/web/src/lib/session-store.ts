import { create } from 'zustand';
import { isAgentType, isTrialType } from '@lucky/contracts/common/constants';
import { clearSession, readAccountType, readToken, storeSession } from './session-storage.ts';

/**
 * The logged-in state the UI reacts to. Session storage stays the source of truth (the API
 * client reads the token from it); this store mirrors it so components re-render on change.
 */
type SessionState = {
  token: string | null;
  accountType: number | null;
  isLoggedIn: boolean;
  setSession: (token: string, accountType: number) => void;
  clear: () => void;
};

export const useSessionStore = create<SessionState>()((set) => {
  const token = readToken();
  return {
    token,
    accountType: token ? readAccountType() : null,
    isLoggedIn: Boolean(token),
    setSession: (nextToken, accountType) => {
      storeSession(nextToken, accountType);
      set({ token: nextToken, accountType, isLoggedIn: true });
    },
    clear: () => {
      clearSession();
      set({ token: null, accountType: null, isLoggedIn: false });
    },
  };
});

/** Re-reads session storage, e.g. after another tab or a test changed it. */
export function syncSessionFromStorage(): void {
  const token = readToken();
  useSessionStore.setState({ token, accountType: token ? readAccountType() : null, isLoggedIn: Boolean(token) });
}

export const isRealMember = (state: Pick<SessionState, 'isLoggedIn' | 'accountType'>): boolean =>
  state.isLoggedIn && !isTrialType(state.accountType ?? -1);

export const isAgentSession = (state: Pick<SessionState, 'isLoggedIn' | 'accountType'>): boolean =>
  state.isLoggedIn && isAgentType(state.accountType ?? -1);
