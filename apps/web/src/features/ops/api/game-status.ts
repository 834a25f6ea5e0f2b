import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import type { GameStatus } from './game-vendors.ts';
import { opsKeys } from './keys.ts';

export type StatusChange =
  { kind: 'vendor'; vendorCode: string; status: GameStatus } | { kind: 'game'; gameId: number; status: GameStatus };

/** One mutation for both switches (a vendor or one game): every list under the games prefix is refetched after. */
export function useGameStatusSwitch(reason: string) {
  const client = useQueryClient();
  return useMutation({
    /** Answers what changed, named for the confirmation line. */
    mutationFn: async (change: StatusChange): Promise<{ name: string; status: GameStatus }> => {
      const note = reason.trim() || undefined;
      if (change.kind === 'vendor') {
        const vendor = await callOps('opsVendorStatus', {
          body: { vendorCode: change.vendorCode, status: change.status, reason: note },
        });
        return { name: vendor.displayName, status: vendor.status };
      }
      const game = await callOps('opsGameStatus', {
        body: { gameId: change.gameId, status: change.status, reason: note },
      });
      return { name: game.name, status: game.status };
    },
    onSettled: () => client.invalidateQueries({ queryKey: opsKeys.games }),
  });
}
