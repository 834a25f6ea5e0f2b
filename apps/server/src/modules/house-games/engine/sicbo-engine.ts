import type { RandomStream } from '../../../lib/fair-rng.ts';
import {
  SICBO_PAYOUT_RATIO,
  SICBO_TOTAL_RATIO,
  rollSicBo,
  settleSicBoBets,
  type SicBoDice,
  type SicBoSpot,
} from './sicbo-rules.ts';
import { ratioPercent, reducedRatio, type ExactRatio } from './table-bet-error.ts';

export const SICBO_GAME = {
  id: 'house-live-sicbo',
  title: 'Sic Bo',
  version: '1',
  /** A virtual table: no shaker, the three dice come from the fair stream. */
  isVirtual: true,
} as const;

/** A round's outcome: the dice in the order drawn, and their total. */
export function playSicBoRound(stream: RandomStream): { dice: SicBoDice; total: number } {
  const dice = rollSicBo(stream);
  return { dice, total: dice[0] + dice[1] + dice[2] };
}

/** Every one of the 216 ordered rolls, each equally likely. */
export const ALL_SICBO_ROLLS: readonly SicBoDice[] = Object.freeze(
  Array.from({ length: 216 }, (_, index): SicBoDice => [
    1 + Math.floor(index / 36),
    1 + (Math.floor(index / 6) % 6),
    1 + (index % 6),
  ]),
);

const FACES = [1, 2, 3, 4, 5, 6];
const COMBINATIONS = FACES.flatMap((low) => FACES.filter((high) => high > low).map((high) => [low, high]));

/**
 * The paytable's rows: one per bet kind, and one per total because totals pay differently. `spots` are all the
 * spots of the row (six triples, fifteen combinations …); they share one payout and one RTP.
 */
export const SICBO_PAYTABLE_ROWS: readonly { row: string; payout: string; spots: readonly SicBoSpot[] }[] = [
  { row: 'SMALL', payout: '1:1', spots: [{ kind: 'SMALL' }] },
  { row: 'BIG', payout: '1:1', spots: [{ kind: 'BIG' }] },
  { row: 'ODD', payout: '1:1', spots: [{ kind: 'ODD' }] },
  { row: 'EVEN', payout: '1:1', spots: [{ kind: 'EVEN' }] },
  {
    row: 'SPECIFIC_TRIPLE',
    payout: `${SICBO_PAYOUT_RATIO.SPECIFIC_TRIPLE}:1`,
    spots: FACES.map((face) => ({ kind: 'SPECIFIC_TRIPLE', face })),
  },
  { row: 'ANY_TRIPLE', payout: `${SICBO_PAYOUT_RATIO.ANY_TRIPLE}:1`, spots: [{ kind: 'ANY_TRIPLE' }] },
  {
    row: 'SPECIFIC_DOUBLE',
    payout: `${SICBO_PAYOUT_RATIO.SPECIFIC_DOUBLE}:1`,
    spots: FACES.map((face) => ({ kind: 'SPECIFIC_DOUBLE', face })),
  },
  ...Object.entries(SICBO_TOTAL_RATIO).map(([total, ratio]) => ({
    row: `TOTAL_${total}`,
    payout: `${ratio}:1`,
    spots: [{ kind: 'TOTAL' as const, total: Number(total) }],
  })),
  {
    row: 'COMBINATION',
    payout: `${SICBO_PAYOUT_RATIO.COMBINATION}:1`,
    spots: COMBINATIONS.map((faces) => ({ kind: 'COMBINATION', faces })),
  },
  { row: 'SINGLE', payout: '1:1, 2:1, 3:1', spots: FACES.map((face) => ({ kind: 'SINGLE', face })) },
];

/** Exact return per unit staked on a spot: its credits over the 216 rolls, with a one-unit stake, over 216. */
export function sicBoSpotRtp(spot: SicBoSpot): ExactRatio {
  let returned = 0n;
  for (const dice of ALL_SICBO_ROLLS) returned += settleSicBoBets([{ spot, amount: 1n }], dice)[0];
  return reducedRatio(returned, 216n);
}

/** Exact return per unit staked of a paytable row, averaged over its spots (a test checks they agree). */
export function sicBoRowRtp(spots: readonly SicBoSpot[]): ExactRatio {
  let returned = 0n;
  for (const dice of ALL_SICBO_ROLLS)
    for (const credit of settleSicBoBets(
      spots.map((spot) => ({ spot, amount: 1n })),
      dice,
    ))
      returned += credit;
  return reducedRatio(returned, BigInt(216 * spots.length));
}

/** The rules panel's board: plain JSON, no bigint. */
export function describeSicBoBoard() {
  return {
    gameId: SICBO_GAME.id,
    version: SICBO_GAME.version,
    dice: 3,
    rows: SICBO_PAYTABLE_ROWS.map(({ row, payout, spots }) => {
      const rtp = sicBoRowRtp(spots);
      return { row, payout, spots: spots.map((spot) => ({ ...spot })), rtp, rtpPercent: ratioPercent(rtp) };
    }),
  };
}

export type SicBoBoard = ReturnType<typeof describeSicBoBoard>;
