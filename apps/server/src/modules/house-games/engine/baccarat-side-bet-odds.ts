import { bankerDraws, playerDraws } from './baccarat-rules.ts';
import {
  LIVE_PAIR_BET_TYPES,
  LIVE_VALUE_BET_TYPES,
  resolvePairBet,
  resolveValueBet,
  type BetResolution,
  type CoupShape,
  type FirstCardsPairs,
  type LiveBaccaratBetType,
} from './baccarat-side-bets.ts';

/** A coup's shape with its exact probability off the top of a full shoe. */
export type WeightedShape = CoupShape & { probability: number };
export type WeightedPairs = FirstCardsPairs & { probability: number };

/** Fraction of the stake credited back on average (stake included); exact payouts, no rounding to minor units. */
export function returnOf(resolution: BetResolution): number {
  if (resolution === 'LOSE') return 0;
  if (resolution === 'PUSH') return 1;
  return 1 + Number(resolution.profit) / Number(resolution.per);
}

/**
 * Every coup shape (totals, natural, number of cards) with its probability, by walking every sequence of card
 * values dealt without replacement from a full shoe: value 0 (ten and court cards) 16 per deck, 1–9 four per
 * deck. The value bets depend on nothing else, so this is exact for them.
 */
export function enumerateCoupShapes(decks: number): WeightedShape[] {
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  let remaining = 52 * decks;
  const byKey = new Map<string, WeightedShape>();
  const record = (shape: CoupShape, probability: number): void => {
    const key = `${shape.playerTotal}:${shape.bankerTotal}:${shape.isNatural}:${shape.cardCount}`;
    const entry = byKey.get(key);
    if (entry) entry.probability += probability;
    else byKey.set(key, { ...shape, probability });
  };
  const draw = (weight: number, onValue: (value: number, probability: number) => void): void => {
    for (let value = 0; value < 10; value += 1) {
      if (counts[value] === 0) continue;
      const probability = (weight * counts[value]) / remaining;
      counts[value] -= 1;
      remaining -= 1;
      onValue(value, probability);
      counts[value] += 1;
      remaining += 1;
    }
  };
  const bankerStep = (player: number, banker: number, playerThird: number | null, weight: number): void => {
    const cardCount = playerThird === null ? 4 : 5;
    if (!bankerDraws(banker, playerThird)) {
      record({ playerTotal: player, bankerTotal: banker, isNatural: false, cardCount }, weight);
      return;
    }
    draw(weight, (third, probability) =>
      record(
        { playerTotal: player, bankerTotal: (banker + third) % 10, isNatural: false, cardCount: cardCount + 1 },
        probability,
      ),
    );
  };
  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8)
            record({ playerTotal: player, bankerTotal: banker, isNatural: true, cardCount: 4 }, w4);
          else if (playerDraws(player)) draw(w4, (p3, w5) => bankerStep((player + p3) % 10, banker, p3, w5));
          else bankerStep(player, banker, null, w4);
        }),
      ),
    ),
  );
  return [...byKey.values()];
}

/**
 * The pair facts of the first four cards (player, banker, player, banker) with their probabilities, by walking the
 * 52 card faces of each card dealt without replacement (8 copies of each face per 8 decks). All faces are alike
 * by symmetry, so the first card is fixed as the ace of spades and only the next three are walked: 52³ paths.
 */
export function enumerateFirstCardsPairs(decks: number): WeightedPairs[] {
  const copies = Array.from({ length: 52 }, () => decks);
  let remaining = 52 * decks;
  const rankOf = (face: number): number => face % 13;
  const byKey = new Map<string, WeightedPairs>();
  const take = (face: number): number => {
    const probability = copies[face] / remaining;
    copies[face] -= 1;
    remaining -= 1;
    return probability;
  };
  const putBack = (face: number): void => {
    copies[face] += 1;
    remaining += 1;
  };
  const player1 = 0;
  take(player1);
  for (let banker1 = 0; banker1 < 52; banker1 += 1) {
    const w1 = take(banker1);
    for (let player2 = 0; player2 < 52; player2 += 1) {
      const w2 = w1 * take(player2);
      for (let banker2 = 0; banker2 < 52; banker2 += 1) {
        const probability = w2 * (copies[banker2] / remaining);
        const pairs: FirstCardsPairs = {
          isPlayerPair: rankOf(player1) === rankOf(player2),
          isBankerPair: rankOf(banker1) === rankOf(banker2),
          isPlayerPerfectPair: player1 === player2,
          isBankerPerfectPair: banker1 === banker2,
        };
        const key = `${pairs.isPlayerPair}:${pairs.isBankerPair}:${pairs.isPlayerPerfectPair}:${pairs.isBankerPerfectPair}`;
        const entry = byKey.get(key);
        if (entry) entry.probability += probability;
        else byKey.set(key, { ...pairs, probability });
      }
      putBack(player2);
    }
    putBack(banker1);
  }
  return [...byKey.values()];
}

/** Exact RTP of every live table bet for hands off the top of a full shoe, as a fraction of the stake. */
export function computeLiveBaccaratRtp(decks: number): Record<LiveBaccaratBetType, number> {
  const shapes = enumerateCoupShapes(decks);
  const pairs = enumerateFirstCardsPairs(decks);
  const rtp = {} as Record<LiveBaccaratBetType, number>;
  for (const type of LIVE_VALUE_BET_TYPES)
    rtp[type] = shapes.reduce((sum, shape) => sum + shape.probability * returnOf(resolveValueBet(type, shape)), 0);
  for (const type of LIVE_PAIR_BET_TYPES)
    rtp[type] = pairs.reduce((sum, entry) => sum + entry.probability * returnOf(resolvePairBet(type, entry)), 0);
  return rtp;
}
