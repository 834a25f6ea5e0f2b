import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRandomStream, hashServerSeed } from '../../../lib/fair-rng.ts';
import { cardCode, orderedDeck, parseCards } from './cards.ts';
import {
  commitHand,
  createShuffleStream,
  deckText,
  mixPlayerSeeds,
  shuffleDeck,
  shuffleWith,
  verifyShuffle,
  type ShuffleSeeds,
} from './fair-shuffle.ts';
import {
  chiSquareUpperQuantile,
  countCardPositions,
  positionChiSquare,
  Z_UPPER_0_1_PERCENT,
} from './shuffle-statistics.ts';

const seeds: ShuffleSeeds = {
  serverSeed: 'a1'.repeat(32),
  handId: 'holdem-t7-000123',
  playerSeeds: [
    { seat: 4, seed: 'lucky-4' },
    { seat: 1, seed: 'x9!' },
  ],
};

function revealOf(input: ShuffleSeeds) {
  const { deck, serverSeedHash, commitment } = commitHand(input);
  return { ...input, deck: deckText(deck), serverSeedHash, commitment };
}

describe('card encoding', () => {
  it('round-trips every card through its two-letter code', () => {
    const codes = orderedDeck().map(cardCode);
    expect(new Set(codes).size).toBe(52);
    expect(codes.slice(0, 4)).toEqual(['2s', '2c', '2d', '2h']);
    expect(codes[51]).toBe('Ah');
    expect(parseCards(codes.join(' '))).toEqual(orderedDeck());
    expect(() => parseCards('1s')).toThrow(RangeError);
  });
});

describe('the shuffle stream', () => {
  it('is HMAC-SHA256(serverSeed, `${playerMix}:${handId}:${counter}`), block after block', () => {
    const mix = createHash('sha256').update('1:x9!\n4:lucky-4').digest('hex');
    expect(mixPlayerSeeds(seeds.playerSeeds)).toBe(mix);
    const block = (counter: number) =>
      createHmac('sha256', seeds.serverSeed).update(`${mix}:${seeds.handId}:${counter}`).digest();
    const stream = createShuffleStream(seeds);
    const words = Array.from({ length: 9 }, () => stream.nextUint32());
    expect(words[0]).toBe(block(0).readUInt32BE(0));
    expect(words[7]).toBe(block(0).readUInt32BE(28));
    expect(words[8]).toBe(block(1).readUInt32BE(0));
  });

  it('refuses duplicate seats, empty or spaced seeds, and an empty server seed or hand id', () => {
    expect(() =>
      mixPlayerSeeds([
        { seat: 1, seed: 'a' },
        { seat: 1, seed: 'b' },
      ]),
    ).toThrow(RangeError);
    expect(() => mixPlayerSeeds([{ seat: 1, seed: 'a b' }])).toThrow(RangeError);
    expect(() => mixPlayerSeeds([{ seat: 1, seed: '' }])).toThrow(RangeError);
    expect(() => createShuffleStream({ ...seeds, serverSeed: '' })).toThrow(RangeError);
    expect(() => createShuffleStream({ ...seeds, handId: '' })).toThrow(RangeError);
  });
});

describe('shuffleDeck', () => {
  it('is a permutation of the 52 cards and a pure function of the seeds', () => {
    const deck = shuffleDeck(seeds);
    expect([...deck].sort((a, b) => a - b)).toEqual(orderedDeck());
    expect(shuffleDeck(seeds)).toEqual(deck);
  });

  it('changes with any player seed, the hand id or the server seed', () => {
    const base = deckText(shuffleDeck(seeds));
    expect(deckText(shuffleDeck({ ...seeds, handId: 'holdem-t7-000124' }))).not.toBe(base);
    expect(deckText(shuffleDeck({ ...seeds, serverSeed: 'b2'.repeat(32) }))).not.toBe(base);
    const otherPlayer = [
      { seat: 4, seed: 'lucky-5' },
      { seat: 1, seed: 'x9!' },
    ];
    expect(deckText(shuffleDeck({ ...seeds, playerSeeds: otherPlayer }))).not.toBe(base);
    // The order the seeds arrive in does not matter: they are mixed in seat order.
    expect(deckText(shuffleDeck({ ...seeds, playerSeeds: [...seeds.playerSeeds].reverse() }))).toBe(base);
  });

  it('swaps position i with nextInt(i + 1), from the top down (Fisher–Yates)', () => {
    const draws: number[] = [];
    const scripted = createRandomStream(() => 0);
    const spy = { ...scripted, nextInt: (max: number) => (draws.push(max), max - 1) };
    // j = i every time: nothing moves, and the bounds asked for are 52, 51, …, 2.
    expect(shuffleWith(spy)).toEqual(orderedDeck());
    expect(draws).toEqual(Array.from({ length: 51 }, (_, index) => 52 - index));
  });
});

describe('commitment and reveal', () => {
  it('the revealed deck matches the commitment published at the start', () => {
    const reveal = revealOf(seeds);
    expect(reveal.serverSeedHash).toBe(hashServerSeed(seeds.serverSeed));
    const expected = createHash('sha256').update(`${reveal.deck}:${seeds.serverSeed}`).digest('hex');
    expect(reveal.commitment).toBe(expected);
    expect(verifyShuffle(reveal)).toEqual({ ok: true });
  });

  it('refuses a swapped card, another seed, a wrong commitment or a broken deck', () => {
    const reveal = revealOf(seeds);
    const swapped = reveal.deck.slice(2, 4) + reveal.deck.slice(0, 2) + reveal.deck.slice(4);
    expect(verifyShuffle({ ...reveal, deck: swapped })).toMatchObject({ ok: false });
    expect(verifyShuffle({ ...reveal, handId: 'other' })).toMatchObject({ ok: false });
    expect(verifyShuffle({ ...reveal, serverSeed: 'c3'.repeat(32) })).toMatchObject({ ok: false });
    expect(verifyShuffle({ ...reveal, commitment: '0'.repeat(64) })).toMatchObject({ ok: false });
    expect(verifyShuffle({ ...reveal, deck: reveal.deck.slice(2) })).toMatchObject({ ok: false });
    expect(verifyShuffle({ ...reveal, deck: 'zz' })).toMatchObject({ ok: false });
  });
});

describe('shuffle uniformity (fast; the simulation tier runs 200,000 decks)', () => {
  const shuffles = 5_000;
  const limit = chiSquareUpperQuantile(51 * 51, Z_UPPER_0_1_PERCENT);

  it('puts every card at every position equally often (chi-square over 52 × 52, 0.1%)', () => {
    const counts = countCardPositions(shuffles, (index) => shuffleDeck({ ...seeds, handId: `uniform-${index}` }));
    const { statistic, df } = positionChiSquare(counts);
    expect(df).toBe(2601);
    expect(statistic).toBeLessThan(limit);
  });

  it('has the power to refuse the classic naive shuffle (swap with any position, not only [0, i])', () => {
    const counts = countCardPositions(shuffles, (index) => {
      const stream = createShuffleStream({ ...seeds, handId: `naive-${index}` });
      const deck = orderedDeck();
      for (let position = deck.length - 1; position > 0; position -= 1) {
        const swap = stream.nextInt(deck.length);
        [deck[position], deck[swap]] = [deck[swap] as number, deck[position] as number];
      }
      return deck;
    });
    expect(positionChiSquare(counts).statistic).toBeGreaterThan(limit);
  });
});
