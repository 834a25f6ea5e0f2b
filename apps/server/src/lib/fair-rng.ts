import { createHash, createHmac, randomBytes } from 'node:crypto';

/** What every game engine draws from; the fair stream and the simulation stream both implement it. */
export type RandomStream = {
  /** The raw 32-bit words, exposed so samplers can be tested and composed. */
  nextUint32(): number;
  /** Uniform integer in [0, maxExclusive), 1 <= maxExclusive <= 2^32, by rejection sampling. */
  nextInt(maxExclusive: number): number;
  /** Uniform float in [0, 1) with 53 random bits. */
  nextFloat(): number;
};

export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };

const TWO_POW_32 = 2 ** 32;
const TWO_POW_26 = 2 ** 26;
const TWO_POW_53 = 2 ** 53;
const HMAC_BLOCK_BYTES = 32;

export function createServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before play: SHA-256 over the seed's hex text, so any SHA-256 tool reproduces it. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function isServerSeedCommitment({
  serverSeed,
  serverSeedHash,
}: {
  serverSeed: string;
  serverSeedHash: string;
}): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}

/**
 * Words at or above this limit are rejected: it is the largest multiple of maxExclusive not above 2^32, so each
 * residue keeps exactly floor(2^32 / maxExclusive) preimages and no value is favoured.
 */
export function rejectionLimit(maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`);
  }
  return TWO_POW_32 - (TWO_POW_32 % maxExclusive);
}

/** Builds the samplers over any 32-bit word source (HMAC blocks, a simulation PRNG, a test stub). */
export function createRandomStream(nextUint32: () => number): RandomStream {
  return {
    nextUint32,
    nextInt(maxExclusive: number): number {
      const limit = rejectionLimit(maxExclusive);
      let word = nextUint32();
      while (word >= limit) word = nextUint32();
      return word % maxExclusive;
    },
    nextFloat(): number {
      // 27 + 26 bits, the construction of Java's nextDouble: every multiple of 2^-53 in [0, 1) equally likely.
      const high = nextUint32() >>> 5;
      const low = nextUint32() >>> 6;
      return (high * TWO_POW_26 + low) / TWO_POW_53;
    },
  };
}

/**
 * The provably fair stream of one round. Block `cursor` is HMAC-SHA256(key = serverSeed as UTF-8 text,
 * message = `${clientSeed}:${nonce}:${cursor}`); each block gives eight big-endian 32-bit words, and the next
 * block is taken with cursor + 1. Nonce and cursor are decimal integers, so the message parses unambiguously
 * from the right whatever the client seed contains.
 */
export function createOutcomeStream({ serverSeed, clientSeed, nonce }: RoundSeeds): RandomStream {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0)
    throw new RangeError('serverSeed must be a non-empty string');
  if (typeof clientSeed !== 'string') throw new RangeError('clientSeed must be a string');
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError(`nonce must be a non-negative safe integer, got ${nonce}`);
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = HMAC_BLOCK_BYTES;
  return createRandomStream(() => {
    if (offset === HMAC_BLOCK_BYTES) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`, 'utf8').digest();
      cursor += 1;
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  });
}
