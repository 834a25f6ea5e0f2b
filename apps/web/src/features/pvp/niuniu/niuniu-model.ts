import type { NiuNiuResultView, PvpHandResult, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';

/**
 * Niu-Niu on the felt, as pure functions of the snapshot: the banker, who has shown, and each seat's result against
 * the banker once the hand is settled. The table's shared model (table/snapshot-model.ts) asks these for a seat.
 */
export type NiuNiuSeatResult = NiuNiuResultView['seats'][number];

type NiuNiuPart = Extract<NonNullable<PvpTableSnapshot['hand']>['part'], { game: 'NIUNIU' }>;

export function niuniuPartOf(snapshot: PvpTableSnapshot): NiuNiuPart | null {
  const part = snapshot.hand?.part;
  return part?.game === 'NIUNIU' ? part : null;
}

/** What the felt shows of one seat in a Niu-Niu hand (running or just ended); null at any other table. */
export function niuniuSeatOf(
  snapshot: PvpTableSnapshot,
  result: PvpHandResult | null,
  seatNo: number,
): { isBanker: boolean; hasShown: boolean; result: NiuNiuSeatResult | null } | null {
  const part = niuniuPartOf(snapshot);
  const settled = result?.niuniu?.seats.find((seat) => seat.seatNo === seatNo) ?? null;
  if (!part && !settled) return null;
  const bankerSeat = part?.bankerSeat ?? result?.niuniu?.bankerSeat ?? null;
  return {
    isBanker: bankerSeat === seatNo,
    hasShown:
      snapshot.hand?.status === 'RUNNING' &&
      (part?.seats.some((seat) => seat.seatNo === seatNo && seat.shown) ?? false),
    result: settled,
  };
}

/** The nicknames of the players still looking at their cards, in deal order. */
export function stillLooking(snapshot: PvpTableSnapshot): string[] {
  const part = niuniuPartOf(snapshot);
  if (!part || snapshot.hand?.status !== 'RUNNING') return [];
  return part.seats
    .filter((seat) => !seat.shown)
    .flatMap((seat) => snapshot.seats.find((entry) => entry.seatNo === seat.seatNo)?.nickname ?? []);
}
