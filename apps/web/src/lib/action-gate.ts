import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrialType } from '@lucky/contracts/common/constants';
import { showDialog, useModalStore } from './modal-store.ts';
import { useSessionStore } from './session-store.ts';

/**
 * The action gate of spec section 5, shared by the auth feature (header and menu actions)
 * and the centres: no token opens the login popup; a trial account (type 4) is warned
 * with 'in_need_true_account' / 'in_increase_submit' and blocked; anyone else goes on.
 */
export type GateTexts = { title: string; needRealAccount: string; confirm: string };

export function gateAction(action: () => void, texts: GateTexts): boolean {
  const { isLoggedIn, accountType } = useSessionStore.getState();
  if (!isLoggedIn) {
    useModalStore.getState().show('login');
    return false;
  }
  if (accountType !== null && isTrialType(accountType)) {
    showDialog({ title: texts.title, message: texts.needRealAccount, confirmText: texts.confirm });
    return false;
  }
  action();
  return true;
}

/** The gate's two sentences, from the `auth` namespace keys the spec names. */
export function useGateTexts(): GateTexts {
  const { t } = useTranslation('auth');
  return useMemo(
    () => ({ title: t('dialog.info'), needRealAccount: t('in_need_true_account'), confirm: t('in_increase_submit') }),
    [t],
  );
}

/** `gate(action)` runs the action only for a logged-in real account. */
export function useGate(): (action: () => void) => void {
  const { title, needRealAccount, confirm } = useGateTexts();
  return useCallback(
    (action: () => void) => {
      gateAction(action, { title, needRealAccount, confirm });
    },
    [title, needRealAccount, confirm],
  );
}
