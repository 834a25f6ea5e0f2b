import { createHash, createHmac } from 'node:crypto';
import { createRandomStream, hashServerSeed, type RandomStream } from '../../../lib/fair-rng.ts';
import { cardCode, DECK_SIZE, orderedDeck, parseCards, type Card } from './cards.ts';

/**
 * The provably fair deck of one hand (ENGINE.md, "Shuffle").
 *   playerMix  = SHA-256 over the lines `${seat}:${seed}` of every player's seed, in seat order, joined by "\n"
 *   block k    = HMAC-SHA256(key = serverSeed, message = `${playerMix}:${handId}:${k}`), eight big-endian words
 *   deck       = Fisher–Yates over the ordered deck 0..51, j = uniform in [0, i] by rejection sampling
 *   commitment = SHA-256(`${deckText}:${serverSeed}`), deckText = the 104-character card codes in deal order
 * The server seed's hash is published before the players' seeds are taken (so the server cannot grind a seed
 * against them), the commitment at the start of the hand, and the seeds and the deck after it.
 */
export type PlayerSeed = { seat: number; seed: string };
export type ShuffleSeeds = { serverSeed: string; handId: string; playerSeeds: readonly PlayerSeed[] };
export type ShuffleReveal = ShuffleSeeds & { deck: string; serverSeedHash: string; commitment: string };
export type ShuffleVerdict = { ok: true } | { ok: false; reason: string };

const HMAC_BLOCK_BYTES = 32;
/** Printable ASCII without spaces or newlines, so the mix lines parse one way only. */
const PLAYER_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

export function mixPlayerSeeds(playerSeeds: readonly PlayerSeed[]): string {
  const seats = new Set<number>();
  for (const { seat, seed } of playerSeeds) {
    if (!Number.isInteger(seat) || seat < 0) throw new RangeError(`seat ${seat}`);
    if (seats.has(seat)) throw new RangeError(`two seeds for seat ${seat}`);
    if (!PLAYER_SEED_PATTERN.test(seed)) throw new RangeError('a player seed is 1–64 printable characters');
    seats.add(seat);
  }
  const lines = [...playerSeeds].sort((a, b) => a.seat - b.seat).map(({ seat, seed }) => `${seat}:${seed}`);
  return createHash('sha256').update(lines.join('\n'), 'utf8').digest('hex');
}

/** The hand's word stream; exposed so the sampler and its known-answer vector can be tested on their own. */
export function createShuffleStream({ serverSeed, handId, playerSeeds }: ShuffleSeeds): RandomStream {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0) throw new RangeError('serverSeed must be non-empty');
  if (typeof handId !== 'string' || handId.length === 0) throw new RangeError('handId must be non-empty');
  const prefix = `${mixPlayerSeeds(playerSeeds)}:${handId}:`;
  let counter = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = HMAC_BLOCK_BYTES;
  return createRandomStream(() => {
    if (offset === HMAC_BLOCK_BYTES) {
      block = createHmac('sha256', serverSeed).update(`${prefix}${counter}`, 'utf8').digest();
      counter += 1;
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  });
}

/** Fisher–Yates from the top: position i swaps with a uniform j in [0, i]; nextInt rejects the biased tail. */
export function shuffleWith(stream: RandomStream, cards: readonly Card[] = orderedDeck()): Card[] {
  const deck = [...cards];
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const swap = stream.nextInt(index + 1);
    const held = deck[index] as Card;
    deck[index] = deck[swap] as Card;
    deck[swap] = held;
  }
  return deck;
}

export function shuffleDeck(seeds: ShuffleSeeds): Card[] {
  return shuffleWith(createShuffleStream(seeds));
}

export function deckText(deck: readonly Card[]): string {
  return deck.map(cardCode).join('');
}

export function deckCommitment(deck: readonly Card[], serverSeed: string): string {
  return createHash('sha256')
    .update(`${deckText(deck)}:${serverSeed}`, 'utf8')
    .digest('hex');
}

/** What the table publishes when the hand starts (the deck itself stays secret until the hand ends). */
export function commitHand(seeds: ShuffleSeeds): { deck: Card[]; serverSeedHash: string; commitment: string } {
  const deck = shuffleDeck(seeds);
  return { deck, serverSeedHash: hashServerSeed(seeds.serverSeed), commitment: deckCommitment(deck, seeds.serverSeed) };
}

/**
 * What anyone can check after the hand: the server seed matches its published hash, the deck is what the seeds
 * shuffle to, and the deck with the seed hashes to the commitment published at the start.
 */
export function verifyShuffle(reveal: ShuffleReveal): ShuffleVerdict {
  let deck: Card[];
  try {
    deck = parseCards(reveal.deck);
  } catch {
    return { ok: false, reason: 'the revealed deck is not a list of card codes' };
  }
  if (deck.length !== DECK_SIZE || new Set(deck).size !== DECK_SIZE) {
    return { ok: false, reason: 'the revealed deck is not 52 distinct cards' };
  }
  if (hashServerSeed(reveal.serverSeed) !== reveal.serverSeedHash.toLowerCase()) {
    return { ok: false, reason: 'the server seed does not match its published hash' };
  }
  let replayed: Card[];
  try {
    replayed = shuffleDeck(reveal);
  } catch (error) {
    return { ok: false, reason: `the seeds cannot be replayed: ${(error as Error).message}` };
  }
  if (deckText(replayed) !== deckText(deck)) return { ok: false, reason: 'the seeds do not shuffle to this deck' };
  if (deckCommitment(deck, reveal.serverSeed) !== reveal.commitment.toLowerCase()) {
    return { ok: false, reason: 'the deck does not match the commitment published at the start of the hand' };
  }
  return { ok: true };
}
