import { describe, expect, it } from 'vitest';
import { checkShuffle, replayDeck, sha256Hex } from './verify-shuffle.ts';

/**
 * A hand shuffled by the server's engine (modules/pvp/engine/fair-shuffle.ts `commitHand`), written down once: the
 * browser's replay must give the same deck, hash and commitment, card for card.
 */
const REVEAL = {
  handId: '12-000431',
  serverSeed: 'b7c1e0d4a9f24c1e8e5d2f7a6b3c9d01',
  playerSeeds: [
    { seat: 3, seed: 'lucky-7' },
    { seat: 0, seed: 'Mai#2026' },
  ],
  deck: '9h3hKc8h9s8sQcKdJdTs3s6s9d4d2d5c8dAs7s5h9cKh6h7h8c2h6cAdQsQdKsTc4cTdJc2c7c4s5s7d2sJh5d3dTh6d3cAh4hJsQhAc',
  serverSeedHash: '3d8a580f3ea57fe35eafd19ec1104525ae5cc8f751ddd075a1fdfebb40af295f',
  commitment: '4eb563f999b6539f4810372714d72af011e8b074f670e1d9c06633bf2baa6f70',
};

describe('the shuffle check in the browser', () => {
  it("replays the engine's deck from the seeds, whatever order the seeds arrive in", async () => {
    expect(await replayDeck(REVEAL)).toBe(REVEAL.deck);
    expect(await sha256Hex(REVEAL.serverSeed)).toBe(REVEAL.serverSeedHash);
  });

  it('passes all three links of an honest hand', async () => {
    const checks = await checkShuffle(REVEAL);
    expect(checks.map((check) => [check.step, check.ok])).toEqual([
      ['seedHash', true],
      ['deck', true],
      ['commitment', true],
    ]);
  });

  it('fails the link that was altered', async () => {
    const swapped = `${REVEAL.deck.slice(2, 4)}${REVEAL.deck.slice(0, 2)}${REVEAL.deck.slice(4)}`;
    const byDeck = await checkShuffle({ ...REVEAL, deck: swapped });
    expect(byDeck.map((check) => check.ok)).toEqual([true, false, false]);
    const bySeed = await checkShuffle({
      ...REVEAL,
      playerSeeds: [{ seat: 3, seed: 'lucky-8' }, REVEAL.playerSeeds[1]!],
    });
    expect(bySeed.map((check) => check.ok)).toEqual([true, false, true]);
    const byHash = await checkShuffle({ ...REVEAL, serverSeedHash: '0'.repeat(64) });
    expect(byHash[0]!.ok).toBe(false);
  });
});
