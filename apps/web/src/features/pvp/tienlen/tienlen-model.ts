import type { PvpHandResult, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';

/**
 * Tiến Lên on the felt, as pure functions of the snapshot: whether a seat has passed this round, and its settled
 * result once the game is over. The table's shared model (table/snapshot-model.ts) asks these for a seat.
 */
type TienLenPart = Extract<NonNullable<PvpTableSnapshot['hand']>['part'], { game: 'TIENLEN' }>;
export type TienLenSeatResult = NonNullable<PvpHandResult['tienlen']>['seats'][number];

export function tienlenPartOf(snapshot: PvpTableSnapshot): TienLenPart | null {
  const part = snapshot.hand?.part;
  return part?.game === 'TIENLEN' ? part : null;
}

export function tienlenSeatOf(
  snapshot: PvpTableSnapshot,
  result: PvpHandResult | null,
  seatNo: number,
): { hasPassed: boolean; result: TienLenSeatResult | null } | null {
  const part = tienlenPartOf(snapshot);
  const settled = result?.tienlen?.seats.find((seat) => seat.seatNo === seatNo) ?? null;
  if (!part && !settled) return null;
  return {
    hasPassed:
      snapshot.hand?.status === 'RUNNING' &&
      (part?.players.some((seat) => seat.seatNo === seatNo && seat.passed) ?? false),
    result: settled,
  };
}

/** Toggles a card in the player's choice, keeping the hand's order. */
export function toggleCard(chosen: readonly string[], card: string, hand: readonly string[]): string[] {
  const next = chosen.includes(card) ? chosen.filter((entry) => entry !== card) : [...chosen, card];
  return hand.filter((entry) => next.includes(entry));
}
