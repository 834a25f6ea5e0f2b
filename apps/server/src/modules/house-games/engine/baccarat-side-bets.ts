import type { BaccaratCoup, BaccaratOutcome, Card } from './baccarat-rules.ts';

/** Bets decided by the totals and the number of cards: known from card values alone. */
export type LiveValueBetType = 'PLAYER' | 'BANKER' | 'TIE' | 'BIG' | 'SMALL' | 'PLAYER_BONUS' | 'BANKER_BONUS';
/** Bets decided by the ranks (and suits) of each hand's first two cards. */
export type LivePairBetType = 'PLAYER_PAIR' | 'BANKER_PAIR' | 'EITHER_PAIR' | 'PERFECT_PAIR';
export type LiveBaccaratBetType = LiveValueBetType | LivePairBetType;
export type LiveBaccaratBets = Partial<Record<LiveBaccaratBetType, bigint>>;

export const LIVE_VALUE_BET_TYPES: readonly LiveValueBetType[] = [
  'PLAYER',
  'BANKER',
  'TIE',
  'BIG',
  'SMALL',
  'PLAYER_BONUS',
  'BANKER_BONUS',
];
export const LIVE_PAIR_BET_TYPES: readonly LivePairBetType[] = [
  'PLAYER_PAIR',
  'BANKER_PAIR',
  'EITHER_PAIR',
  'PERFECT_PAIR',
];
export const LIVE_BACCARAT_BET_TYPES: readonly LiveBaccaratBetType[] = [
  ...LIVE_VALUE_BET_TYPES,
  ...LIVE_PAIR_BET_TYPES,
];

/**
 * The live tables' rules and their declared RTP in percent: exact for hands off the top of a full 8-deck shoe
 * (computeLiveBaccaratRtp), rounded to 0.01. The payouts round down to the minor unit, so the RTP holds exactly on
 * stakes where every ratio divides: multiples of 20 for BANKER, 50 for BIG, 2 for SMALL (table steps of 100 suit all).
 */
export const LIVE_BACCARAT_RULES = {
  version: '1',
  decks: 8,
  declaredRtp: {
    PLAYER: 98.76,
    BANKER: 98.94,
    TIE: 85.64,
    BIG: 95.65,
    SMALL: 94.72,
    PLAYER_BONUS: 97.35,
    BANKER_BONUS: 90.63,
    PLAYER_PAIR: 89.64,
    BANKER_PAIR: 89.64,
    EITHER_PAIR: 86.29,
    PERFECT_PAIR: 91.95,
  } satisfies Record<LiveBaccaratBetType, number>,
} as const;

/** Winnings of `profit` per `per` staked, e.g. 95 per 100 for the banker. The stake comes back on top. */
export type PayRatio = { profit: bigint; per: bigint };
/** How one bet ends: paid at a ratio, the stake back, or lost. */
export type BetResolution = PayRatio | 'PUSH' | 'LOSE';

const pays = (profit: bigint, per: bigint = 1n): PayRatio => ({ profit, per });

export const LIVE_PAYS = {
  PLAYER: pays(1n),
  BANKER: pays(95n, 100n),
  TIE: pays(8n),
  PAIR: pays(11n),
  EITHER_PAIR: pays(5n),
  PERFECT_PAIR_ONE_HAND: pays(25n),
  PERFECT_PAIR_BOTH_HANDS: pays(200n),
  BIG: pays(54n, 100n),
  SMALL: pays(3n, 2n),
  BONUS_NATURAL_WIN: pays(1n),
  /** Dragon bonus on a win without a natural, by the winning margin; a margin under 4 loses. */
  BONUS_BY_MARGIN: { 9: pays(30n), 8: pays(10n), 7: pays(6n), 6: pays(4n), 5: pays(2n), 4: pays(1n) } as Record<
    number,
    PayRatio
  >,
} as const;

/** What the value bets read from a coup: the totals, whether it stood on a natural, and the cards dealt. */
export type CoupShape = {
  playerTotal: number;
  bankerTotal: number;
  isNatural: boolean;
  /** 4, 5 or 6: both hands' cards together. */
  cardCount: number;
};

/** What the pair bets read: the first two cards of each hand, by rank and by rank and suit. */
export type FirstCardsPairs = {
  isPlayerPair: boolean;
  isBankerPair: boolean;
  isPlayerPerfectPair: boolean;
  isBankerPerfectPair: boolean;
};

export function outcomeOf(playerTotal: number, bankerTotal: number): BaccaratOutcome {
  return playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
}

/**
 * Dragon bonus on one side: a natural win pays 1:1 and a natural tie pushes; otherwise the side must win by 4 or
 * more and is paid by the margin. With a natural on the table both hands stand on two cards, so a side that wins
 * then always holds the natural itself.
 */
function resolveDragonBonus(sideTotal: number, otherTotal: number, isNatural: boolean): BetResolution {
  if (isNatural)
    return sideTotal > otherTotal ? LIVE_PAYS.BONUS_NATURAL_WIN : sideTotal === otherTotal ? 'PUSH' : 'LOSE';
  return LIVE_PAYS.BONUS_BY_MARGIN[sideTotal - otherTotal] ?? 'LOSE';
}

export function resolveValueBet(type: LiveValueBetType, shape: CoupShape): BetResolution {
  const outcome = outcomeOf(shape.playerTotal, shape.bankerTotal);
  switch (type) {
    case 'PLAYER':
      return outcome === 'PLAYER' ? LIVE_PAYS.PLAYER : outcome === 'TIE' ? 'PUSH' : 'LOSE';
    case 'BANKER':
      return outcome === 'BANKER' ? LIVE_PAYS.BANKER : outcome === 'TIE' ? 'PUSH' : 'LOSE';
    case 'TIE':
      return outcome === 'TIE' ? LIVE_PAYS.TIE : 'LOSE';
    case 'BIG':
      return shape.cardCount >= 5 ? LIVE_PAYS.BIG : 'LOSE';
    case 'SMALL':
      return shape.cardCount === 4 ? LIVE_PAYS.SMALL : 'LOSE';
    case 'PLAYER_BONUS':
      return resolveDragonBonus(shape.playerTotal, shape.bankerTotal, shape.isNatural);
    case 'BANKER_BONUS':
      return resolveDragonBonus(shape.bankerTotal, shape.playerTotal, shape.isNatural);
  }
}

export function resolvePairBet(type: LivePairBetType, pairs: FirstCardsPairs): BetResolution {
  switch (type) {
    case 'PLAYER_PAIR':
      return pairs.isPlayerPair ? LIVE_PAYS.PAIR : 'LOSE';
    case 'BANKER_PAIR':
      return pairs.isBankerPair ? LIVE_PAYS.PAIR : 'LOSE';
    case 'EITHER_PAIR':
      return pairs.isPlayerPair || pairs.isBankerPair ? LIVE_PAYS.EITHER_PAIR : 'LOSE';
    case 'PERFECT_PAIR':
      if (pairs.isPlayerPerfectPair && pairs.isBankerPerfectPair) return LIVE_PAYS.PERFECT_PAIR_BOTH_HANDS;
      return pairs.isPlayerPerfectPair || pairs.isBankerPerfectPair ? LIVE_PAYS.PERFECT_PAIR_ONE_HAND : 'LOSE';
  }
}

const isPerfectPair = (cards: readonly Card[]): boolean =>
  cards[0].rank === cards[1].rank && cards[0].suit === cards[1].suit;

export function shapeOf(coup: BaccaratCoup): CoupShape {
  return {
    playerTotal: coup.playerTotal,
    bankerTotal: coup.bankerTotal,
    isNatural: coup.isNatural,
    cardCount: coup.playerCards.length + coup.bankerCards.length,
  };
}

export function pairsOf(coup: BaccaratCoup): FirstCardsPairs {
  return {
    isPlayerPair: coup.isPlayerPair,
    isBankerPair: coup.isBankerPair,
    isPlayerPerfectPair: isPerfectPair(coup.playerCards),
    isBankerPerfectPair: isPerfectPair(coup.bankerCards),
  };
}

/**
 * What is credited for a stake: stake plus winnings rounded down to the minor unit (the fraction stays with the
 * house, as the single-player banker bet does), the stake alone on a push, nothing on a loss.
 */
export function creditFor(amount: bigint, resolution: BetResolution): bigint {
  if (resolution === 'LOSE') return 0n;
  if (resolution === 'PUSH') return amount;
  return amount + (amount * resolution.profit) / resolution.per;
}

const isPairBet = (type: LiveBaccaratBetType): type is LivePairBetType =>
  (LIVE_PAIR_BET_TYPES as readonly string[]).includes(type);

export function resolveLiveBet(type: LiveBaccaratBetType, coup: BaccaratCoup): BetResolution {
  return isPairBet(type) ? resolvePairBet(type, pairsOf(coup)) : resolveValueBet(type, shapeOf(coup));
}

export type LiveHandSettlement = {
  /** Amount credited per placed bet: stake plus winnings, the stake alone on a push, 0 on a loss. */
  payouts: LiveBaccaratBets;
  totalBet: bigint;
  totalWin: bigint;
};

/** Settles one player's bets on one hand of a live table. */
export function settleLiveHand({ bets, coup }: { bets: LiveBaccaratBets; coup: BaccaratCoup }): LiveHandSettlement {
  const shape = shapeOf(coup);
  const pairs = pairsOf(coup);
  const payouts: LiveBaccaratBets = {};
  let totalBet = 0n;
  let totalWin = 0n;
  for (const type of LIVE_BACCARAT_BET_TYPES) {
    const amount = bets[type];
    if (amount === undefined) continue;
    if (typeof amount !== 'bigint' || amount <= 0n) throw new RangeError(`${type} bet must be a positive bigint`);
    const resolution = isPairBet(type) ? resolvePairBet(type, pairs) : resolveValueBet(type, shape);
    const payout = creditFor(amount, resolution);
    payouts[type] = payout;
    totalBet += amount;
    totalWin += payout;
  }
  return { payouts, totalBet, totalWin };
}
