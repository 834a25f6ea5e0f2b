import { describe, expect, it } from 'vitest';
import { createDrawStream } from './draw-stream.ts';
import {
  drawVnResult,
  findDeNumber,
  isWellFormedVnResult,
  listEndings,
  listLoNumbers,
  listPrizeNumbers,
  type VnResult,
} from './vn-draw.ts';
import { VN_REGIONS } from './vn-regions.ts';

const seed = 'c'.repeat(64);

describe('drawVnResult', () => {
  it('gives MB 27 numbers with the board structure', () => {
    const result = drawVnResult({ stream: createDrawStream({ seed, drawId: 'vn-mb-hn-20261123' }), region: 'MB' });
    expect(isWellFormedVnResult(result)).toBe(true);
    expect(listPrizeNumbers(result)).toHaveLength(27);
    expect(result.prizes.map((prize) => prize.prize)).toEqual(['special', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7']);
  });

  it('gives MN and MT 18 numbers per station, G8 first, 6-digit special last', () => {
    for (const region of ['MN', 'MT'] as const) {
      const result = drawVnResult({ stream: createDrawStream({ seed, drawId: `vn-${region}-x-20261123` }), region });
      expect(isWellFormedVnResult(result)).toBe(true);
      expect(listPrizeNumbers(result)).toHaveLength(18);
      expect(result.prizes[0]?.prize).toBe('g8');
      expect(result.prizes.at(-1)?.numbers[0]).toMatch(/^\d{6}$/);
    }
  });

  it('is a pure function of (seed, drawId) and changes with the draw id', () => {
    const draw = (drawId: string) => drawVnResult({ stream: createDrawStream({ seed, drawId }), region: 'MB' });
    expect(draw('a')).toEqual(draw('a'));
    expect(listPrizeNumbers(draw('a'))).not.toEqual(listPrizeNumbers(draw('b')));
  });

  it('draws each number with one nextInt(10^digits) call in board order, zero-padded', () => {
    const calls: number[] = [];
    const stream = {
      nextUint32: () => 0,
      nextFloat: () => 0,
      nextInt: (max: number) => {
        calls.push(max);
        return 7;
      },
    };
    const result = drawVnResult({ stream, region: 'MN' });
    expect(calls).toEqual(VN_REGIONS.MN.prizeTiers.flatMap((tier) => Array(tier.count).fill(10 ** tier.digits)));
    expect(result.prizes[0]?.numbers[0]).toBe('07');
    expect(result.prizes.at(-1)?.numbers[0]).toBe('000007');
  });
});

describe('result helpers', () => {
  const result: VnResult = {
    region: 'MN',
    prizes: [
      { prize: 'g8', numbers: ['42'] },
      { prize: 'g7', numbers: ['142'] },
      { prize: 'g6', numbers: ['0142', '9931', '5500'] },
      { prize: 'g5', numbers: ['7777'] },
      { prize: 'g4', numbers: ['12345', '00001', '99999', '54321', '11111', '22222', '33333'] },
      { prize: 'g3', numbers: ['44444', '55555'] },
      { prize: 'g2', numbers: ['66666'] },
      { prize: 'g1', numbers: ['88888'] },
      { prize: 'special', numbers: ['123456'] },
    ],
  };

  it('lists the lô numbers with repeats kept', () => {
    const lo = listLoNumbers(result);
    expect(lo).toHaveLength(18);
    expect(lo.filter((number) => number === '42')).toHaveLength(3);
  });

  it('lists 3- and 4-digit endings only from numbers long enough', () => {
    expect(listEndings(result, 3)).toHaveLength(17);
    expect(listEndings(result, 3).filter((number) => number === '142')).toHaveLength(2);
    expect(listEndings(result, 4)).toHaveLength(16);
    expect(listEndings(result, 4)).toContain('3456');
  });

  it('finds the đề number and rejects malformed boards', () => {
    expect(findDeNumber(result)).toBe('56');
    expect(isWellFormedVnResult(result)).toBe(true);
    expect(isWellFormedVnResult({ ...result, region: 'MB' })).toBe(false);
    expect(isWellFormedVnResult({ ...result, prizes: result.prizes.slice(1) })).toBe(false);
  });
});
