/** The lottery routes (the router's table in app/routing lists the same paths). */
export const LOBBY_PATH = '/lottery';
export const VN_LOTTERY_PATH = '/vnlottery';
export const ELOTT_PATH = '/elott';
export const PLAY_PATH = '/lottery/play';
export const VERIFY_PATH = '/lottery/verify';

/** A game's betting page; a Vietnamese region opens on /vnlottery, beside its results board. */
export function gamePath(game: { gameCode: string; kind: string; variant: string | null }): string {
  if (game.kind === 'VN' && game.variant) return `${VN_LOTTERY_PATH}?region=${encodeURIComponent(game.variant)}`;
  return `${PLAY_PATH}?game=${encodeURIComponent(game.gameCode)}`;
}

export const verifyPath = (drawId: number): string => `${VERIFY_PATH}?drawId=${drawId}`;
