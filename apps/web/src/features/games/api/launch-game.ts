import { CLIENT_TYPE, GAME_PLATFORM } from '@lucky/contracts/common/constants';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import type { GameCard } from '../../../lib/data/use-game-list.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';

export type LaunchTarget = Pick<GameCard, 'gameId' | 'gameName' | 'gameType' | 'vassalage' | 'status'>;
export type LaunchInput = { game: LaunchTarget; accountType: 0 | 1 };
type Launched = ValueOf<(typeof ENDPOINTS)['launchGame']>;

/**
 * Asks the server for a game's launch URL in the site's language; a launch refreshes the recent games. What follows
 * (the /game page, the maintenance notice, the failure dialog) is the caller's.
 */
export function useLaunchGameRequest(handlers: {
  onSuccess: (value: Launched) => void;
  onError: (error: Error, input: LaunchInput) => void;
}) {
  const { i18n } = useTranslation();
  const { merchantCode } = useSiteStatus();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ game, accountType }: LaunchInput) =>
      callApi('launchGame', {
        query: {
          gameId: game.gameId,
          accountType,
          clientType: String(CLIENT_TYPE),
          platform: GAME_PLATFORM,
          merchantCode,
          language: i18n.language,
        },
      }),
    onSuccess: (value) => {
      void client.invalidateQueries({ queryKey: QUERY_KEYS.recentGamesAll });
      handlers.onSuccess(value);
    },
    onError: (error, input) => handlers.onError(error, input),
  });
}
