import { isTrialType } from '@lucky/contracts/common/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCard } from '../../../lib/data/use-game-list.ts';
import { useSafeNavigate } from '../../../components/ui/safe-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { showDialog, useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useLaunchGameRequest, type LaunchTarget } from '../api/launch-game.ts';
import { useLaunchNotice } from './launch-notice-store.ts';

/** Spec section 3: 1 plays for real money; a trial account (type 4) plays free with its demo credit. */
export const launchAccountType = (accountType: number | null): 0 | 1 =>
  accountType !== null && isTrialType(accountType) ? 0 : 1;

/**
 * Where a launch goes: a vendor's game page (the in-house provider's /house/… included) opens in the /game iframe;
 * a page of this site itself (the in-house lottery answers /lottery/play?game=…) is navigated to directly.
 */
export const gamePagePath = (gameUrl: string): string => {
  const isSitePage = gameUrl.startsWith('/') && !gameUrl.startsWith('//') && !gameUrl.startsWith('/house/');
  return isSitePage ? gameUrl : `/game?${new URLSearchParams({ url: gameUrl }).toString()}`;
};

/**
 * Opening a game: a game under maintenance never launches (it says so and suggests others);
 * a visitor gets the login popup; a member gets the launch URL and the /game page.
 * Unlike the member-centre gate, trial accounts are let through: they play for free.
 */
export function useLaunchGame() {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  const errorMessage = useErrorMessage();
  const showNotice = useLaunchNotice((state) => state.show);

  const mutation = useLaunchGameRequest({
    onSuccess: (value) => navigate(gamePagePath(value.game_url)),
    onError: (error, { game }) => {
      if (error instanceof ApiError && error.code === 'game.maintenance') {
        const value = error.value as { suggestions?: GameCard[] } | null;
        showNotice({ game, suggestions: value?.suggestions ?? [] });
        return;
      }
      showDialog({ title: t('games.launchFailed'), message: errorMessage(error) });
    },
  });

  const { mutate } = mutation;
  const launch = useCallback(
    (game: LaunchTarget) => {
      if (game.status === 'MAINTENANCE') {
        showNotice({ game, suggestions: null });
        return;
      }
      const { isLoggedIn, accountType } = useSessionStore.getState();
      if (!isLoggedIn) {
        useModalStore.getState().show('login');
        return;
      }
      mutate({ game, accountType: launchAccountType(accountType) });
    },
    [mutate, showNotice],
  );

  return { launch, launchingId: mutation.isPending ? mutation.variables.game.gameId : null };
}
