/**
 * The shuffle check of ENGINE.md ("Shuffle") redone in the browser with Web Crypto, so a player need not trust the
 * server's own "verified": the server seed against its hash, the seeds replayed into the deck, and the deck with
 * the seed against the commitment published when the hand started.
 *   playerMix  = SHA-256(lines "seat:seed" sorted by seat, joined by "\n")
 *   block k    = HMAC-SHA256(key = serverSeed, message = playerMix + ":" + handId + ":" + k), 8 big-endian words
 *   deck       = Fisher–Yates over 0..51 from the top, j uniform in [0, i] by rejection sampling
 *   commitment = SHA-256(deckText + ":" + serverSeed)
 */
import { DECK_SIZE, cardCodeOf, parseDeckText } from '../cards/card-codes.ts';

export type ShuffleReveal = {
  handId: string;
  serverSeed: string;
  serverSeedHash: string;
  commitment: string;
  playerSeeds: readonly { seat: number; seed: string }[];
  deck: string;
};

export type VerifyStep = 'seedHash' | 'deck' | 'commitment';
export type ShuffleCheck = { step: VerifyStep; ok: boolean; expected: string; computed: string };

const encoder = new TextEncoder();
const TWO_POW_32 = 2 ** 32;

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The hand's stream of 32-bit words: HMAC blocks taken one after another as the sampler needs them. */
async function createWordStream(serverSeed: string, prefix: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let counter = 0;
  let words: number[] = [];
  return async (): Promise<number> => {
    if (words.length === 0) {
      const block = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(`${prefix}${counter}`)));
      counter += 1;
      words = Array.from({ length: 8 }, (_, index) => block.getUint32(index * 4, false));
    }
    return words.shift()!;
  };
}

/** Uniform in [0, maxExclusive): words at or above the largest multiple of maxExclusive are drawn again. */
async function nextInt(nextWord: () => Promise<number>, maxExclusive: number): Promise<number> {
  const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
  let word = await nextWord();
  while (word >= limit) word = await nextWord();
  return word % maxExclusive;
}

export async function replayDeck(
  reveal: Pick<ShuffleReveal, 'handId' | 'serverSeed' | 'playerSeeds'>,
): Promise<string> {
  const lines = [...reveal.playerSeeds].sort((a, b) => a.seat - b.seat).map(({ seat, seed }) => `${seat}:${seed}`);
  const playerMix = await sha256Hex(lines.join('\n'));
  const nextWord = await createWordStream(reveal.serverSeed, `${playerMix}:${reveal.handId}:`);
  const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const swap = await nextInt(nextWord, index + 1);
    [deck[index], deck[swap]] = [deck[swap]!, deck[index]!];
  }
  return deck.map(cardCodeOf).join('');
}

/** The three links of the proof, each with what was published and what this browser computed. */
export async function checkShuffle(reveal: ShuffleReveal): Promise<ShuffleCheck[]> {
  const seedHash = await sha256Hex(reveal.serverSeed);
  const deck = await replayDeck(reveal);
  const commitment = await sha256Hex(`${reveal.deck}:${reveal.serverSeed}`);
  const cards = parseDeckText(reveal.deck);
  const isDeck = cards !== null && cards.length === DECK_SIZE && new Set(cards).size === DECK_SIZE;
  return [
    {
      step: 'seedHash',
      ok: seedHash === reveal.serverSeedHash.toLowerCase(),
      expected: reveal.serverSeedHash,
      computed: seedHash,
    },
    { step: 'deck', ok: isDeck && deck === reveal.deck, expected: reveal.deck, computed: deck },
    {
      step: 'commitment',
      ok: commitment === reveal.commitment.toLowerCase(),
      expected: reveal.commitment,
      computed: commitment,
    },
  ];
}
