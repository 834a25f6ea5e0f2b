import type { RandomStream } from '../../../lib/fair-rng.ts';
import {
  INSIDE_KINDS,
  OUTSIDE_KINDS,
  RED_NUMBERS,
  ROULETTE_PAYOUT_RATIO,
  ROULETTE_WHEEL,
  allSpotsOf,
  coveredNumbers,
  spotCovers,
  validateRouletteBet,
  type RouletteBet,
  type RouletteBetKind,
} from './roulette-layout.ts';
import {
  TableBetError,
  assertStake,
  isIntegerIn,
  ratioPercent,
  reducedRatio,
  type ExactRatio,
} from './table-bet-error.ts';

export const ROULETTE_GAME = {
  id: 'house-live-roulette',
  title: 'Roulette',
  version: '1',
  /** A virtual table: no ball and no wheel, the pocket comes from the fair stream. */
  isVirtual: true,
  pockets: 37,
} as const;

/** The winning pocket's number: one draw, `nextInt(37)`, the number itself (not a wheel position). */
export function spinRoulette(stream: RandomStream): number {
  return stream.nextInt(ROULETTE_GAME.pockets);
}

const CREDIT_MULTIPLIER = Object.fromEntries(
  Object.entries(ROULETTE_PAYOUT_RATIO).map(([kind, ratio]) => [kind, BigInt(ratio + 1)]),
) as Record<RouletteBetKind, bigint>;

/**
 * What each bet credits on `number`, in the order given: stake × (ratio + 1) when the spot covers it, else 0.
 * Even-money bets, dozens and columns lose on zero (no la partage, no en prison). Throws TableBetError on an
 * invalid bet, so nothing is settled on a spot the layout does not offer.
 */
export function settleRouletteBets(bets: readonly RouletteBet[], number: number): bigint[] {
  if (!isIntegerIn(number, 0, 36)) throw new RangeError(`roulette number must be 0–36, got ${number}`);
  return bets.map((bet) => {
    const { spot, amount } = validateRouletteBet(bet);
    return spotCovers(spot, number) ? amount * CREDIT_MULTIPLIER[spot.kind] : 0n;
  });
}

export const RACETRACK_KINDS = ['VOISINS_DU_ZERO', 'TIERS_DU_CYLINDRE', 'ORPHELINS', 'JEU_ZERO', 'NEIGHBOURS'] as const;
export type RacetrackKind = (typeof RACETRACK_KINDS)[number];
/** An announced bet; NEIGHBOURS names the centre number and covers it and two pockets each side on the wheel. */
export type RacetrackBet = { kind: Exclude<RacetrackKind, 'NEIGHBOURS'> } | { kind: 'NEIGHBOURS'; number: number };

type ChipPlacement = { kind: 'STRAIGHT' | 'SPLIT' | 'TRIO' | 'CORNER'; numbers: number[]; chips: number };

/** The classic placements (chips per spot), as called at French and European tables. */
const SECTOR_CHIPS: Readonly<Record<Exclude<RacetrackKind, 'NEIGHBOURS'>, readonly ChipPlacement[]>> = {
  VOISINS_DU_ZERO: [
    { kind: 'TRIO', numbers: [0, 2, 3], chips: 2 },
    { kind: 'SPLIT', numbers: [4, 7], chips: 1 },
    { kind: 'SPLIT', numbers: [12, 15], chips: 1 },
    { kind: 'SPLIT', numbers: [18, 21], chips: 1 },
    { kind: 'SPLIT', numbers: [19, 22], chips: 1 },
    { kind: 'CORNER', numbers: [25, 26, 28, 29], chips: 2 },
    { kind: 'SPLIT', numbers: [32, 35], chips: 1 },
  ],
  TIERS_DU_CYLINDRE: [
    { kind: 'SPLIT', numbers: [5, 8], chips: 1 },
    { kind: 'SPLIT', numbers: [10, 11], chips: 1 },
    { kind: 'SPLIT', numbers: [13, 16], chips: 1 },
    { kind: 'SPLIT', numbers: [23, 24], chips: 1 },
    { kind: 'SPLIT', numbers: [27, 30], chips: 1 },
    { kind: 'SPLIT', numbers: [33, 36], chips: 1 },
  ],
  ORPHELINS: [
    { kind: 'STRAIGHT', numbers: [1], chips: 1 },
    { kind: 'SPLIT', numbers: [6, 9], chips: 1 },
    { kind: 'SPLIT', numbers: [14, 17], chips: 1 },
    { kind: 'SPLIT', numbers: [17, 20], chips: 1 },
    { kind: 'SPLIT', numbers: [31, 34], chips: 1 },
  ],
  JEU_ZERO: [
    { kind: 'SPLIT', numbers: [0, 3], chips: 1 },
    { kind: 'SPLIT', numbers: [12, 15], chips: 1 },
    { kind: 'STRAIGHT', numbers: [26], chips: 1 },
    { kind: 'SPLIT', numbers: [32, 35], chips: 1 },
  ],
};

export const NEIGHBOURS_EACH_SIDE = 2;

function placementsOf(bet: RacetrackBet): readonly ChipPlacement[] {
  if (bet.kind !== 'NEIGHBOURS') {
    // Own keys only: a kind such as "toString" must be refused, not found on Object.prototype.
    if (!Object.hasOwn(SECTOR_CHIPS, bet.kind))
      throw new TableBetError('BAD_SPOT', `unknown racetrack bet ${String(bet.kind)}`);
    return SECTOR_CHIPS[bet.kind];
  }
  if (!isIntegerIn(bet.number, 0, 36)) throw new TableBetError('BAD_SPOT', 'NEIGHBOURS must name a number 0–36');
  const centre = ROULETTE_WHEEL.indexOf(bet.number);
  const placements: ChipPlacement[] = [];
  for (let offset = -NEIGHBOURS_EACH_SIDE; offset <= NEIGHBOURS_EACH_SIDE; offset += 1) {
    const pocket = ROULETTE_WHEEL[(centre + offset + ROULETTE_WHEEL.length) % ROULETTE_WHEEL.length];
    placements.push({ kind: 'STRAIGHT', numbers: [pocket], chips: 1 });
  }
  return placements;
}

/** Chips an announced bet takes: the member stakes chips × chip value. */
export function racetrackChips(bet: RacetrackBet): number {
  return placementsOf(bet).reduce((sum, placement) => sum + placement.chips, 0);
}

/**
 * An announced bet as the ordinary bets it stands for, each staked chips × `chipAmount`. They settle like any
 * other bet, so the racetrack adds no payout rule of its own.
 */
export function expandRacetrackBet(bet: RacetrackBet, chipAmount: bigint): RouletteBet[] {
  assertStake(chipAmount);
  return placementsOf(bet).map(({ kind, numbers, chips }) =>
    validateRouletteBet({ spot: { kind, numbers }, amount: chipAmount * BigInt(chips) }),
  );
}

/**
 * Exact return per unit staked, enumerating the 37 pockets over every valid spot of the kind (every spot of a
 * kind returns the same, and a test checks that spot by spot).
 */
export function rouletteKindRtp(kind: RouletteBetKind): ExactRatio {
  const spots = allSpotsOf(kind);
  let returned = 0n;
  for (const spot of spots)
    for (let n = 0; n <= 36; n += 1) returned += settleRouletteBets([{ spot, amount: 1n }], n)[0];
  return reducedRatio(returned, BigInt(spots.length * ROULETTE_GAME.pockets));
}

/** Exact return per unit staked of an announced bet, with one-unit chips, over the 37 pockets. */
export function racetrackRtp(bet: RacetrackBet): ExactRatio {
  const bets = expandRacetrackBet(bet, 1n);
  let returned = 0n;
  for (let n = 0; n <= 36; n += 1) for (const win of settleRouletteBets(bets, n)) returned += win;
  return reducedRatio(returned, BigInt(racetrackChips(bet) * ROULETTE_GAME.pockets));
}

const PAYOUT_LABEL = (ratio: number): string => `${ratio}:1`;

/** The rules panel's board: plain JSON, no bigint. */
export function describeRouletteBoard() {
  const betRow = (kind: RouletteBetKind) => {
    const rtp = rouletteKindRtp(kind);
    const example = allSpotsOf(kind)[0];
    return {
      kind,
      payout: PAYOUT_LABEL(ROULETTE_PAYOUT_RATIO[kind]),
      payoutRatio: ROULETTE_PAYOUT_RATIO[kind],
      numbersCovered: coveredNumbers(example).length,
      spots: allSpotsOf(kind).length,
      rtp,
      rtpPercent: ratioPercent(rtp),
    };
  };
  const racetrackRow = (bet: RacetrackBet) => {
    const rtp = racetrackRtp(bet);
    return {
      kind: bet.kind,
      chips: racetrackChips(bet),
      placements: placementsOf(bet).map(({ kind, numbers, chips }) => ({ kind, numbers: [...numbers], chips })),
      rtp,
      rtpPercent: ratioPercent(rtp),
    };
  };
  return {
    gameId: ROULETTE_GAME.id,
    version: ROULETTE_GAME.version,
    wheel: [...ROULETTE_WHEEL],
    redNumbers: [...RED_NUMBERS],
    bets: [...INSIDE_KINDS, ...OUTSIDE_KINDS].map(betRow),
    racetrack: [
      ...(['VOISINS_DU_ZERO', 'TIERS_DU_CYLINDRE', 'ORPHELINS', 'JEU_ZERO'] as const).map((kind) =>
        racetrackRow({ kind }),
      ),
    ],
    /** Straights on the named number and NEIGHBOURS_EACH_SIDE pockets each side of it on the wheel. */
    neighbours: (({ chips, rtp, rtpPercent }) => ({ chips, eachSide: NEIGHBOURS_EACH_SIDE, rtp, rtpPercent }))(
      racetrackRow({ kind: 'NEIGHBOURS', number: 0 }),
    ),
  };
}

export type RouletteBoard = ReturnType<typeof describeRouletteBoard>;
