import { describe, expect, it } from 'vitest';
import { detectImageType } from './receipt-proofs.ts';

describe('detectImageType', () => {
  it('knows png and jpeg by their first bytes, whatever the name says', () => {
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0]))).toBe('image/jpeg');
  });

  it('refuses everything else, including a bare signature without content', () => {
    expect(detectImageType(Buffer.from('GIF89a....'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
