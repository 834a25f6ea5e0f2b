import { createHmac } from 'node:crypto';
import { createRandomStream, type RandomStream } from '../../../lib/fair-rng.ts';

export type DrawSeeds = { seed: string; drawId: string };

const HMAC_BLOCK_BYTES = 32;

/**
 * The random stream of one lottery draw. Block `cursor` is HMAC-SHA256(key = seed as UTF-8 text,
 * message = `${drawId}:${cursor}`), read as eight big-endian 32-bit words; the next block uses cursor + 1.
 * A draw has no client seed (everyone shares it), so the draw id takes the client seed's place: the whole result
 * is a pure function of (seed, drawId) and anyone holding the revealed seed can replay it. The cursor is a
 * decimal integer at the end, so the message parses unambiguously from the right whatever the draw id contains.
 */
export function createDrawStream({ seed, drawId }: DrawSeeds): RandomStream {
  if (typeof seed !== 'string' || seed.length === 0) throw new RangeError('seed must be a non-empty string');
  if (typeof drawId !== 'string' || drawId.length === 0) throw new RangeError('drawId must be a non-empty string');
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = HMAC_BLOCK_BYTES;
  return createRandomStream(() => {
    if (offset === HMAC_BLOCK_BYTES) {
      block = createHmac('sha256', seed).update(`${drawId}:${cursor}`, 'utf8').digest();
      cursor += 1;
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  });
}
