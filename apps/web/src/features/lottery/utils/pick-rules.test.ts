import { describe, expect, it } from 'vitest';
import { phaseAt, splitDuration } from './draw-phase.ts';
import { countFiveDCombinations, isFiveDComplete, quickPickFiveD } from './five-d-rules.ts';
import { checkFourDNumber, countFourDCovered, fourDCostUnits, quickPickFourD } from './four-d-rules.ts';
import { quickPickKeno } from './keno-rules.ts';
import { choose, parseNumberList } from './random.ts';
import { countOrders, countSumWays, isBoxable } from './three-d-rules.ts';
import { countVnTickets, quickPickVn, vnInputMode } from './vn-rules.ts';

/** A deterministic "random" source cycling through the given values (each taken modulo the bound). */
const sequence = (...values: number[]) => {
  let index = 0;
  return (max: number) => values[index++ % values.length]! % max;
};

describe('pick rules', () => {
  it('counts Vietnamese tickets: one per number, a combination per xiên or trượt set', () => {
    expect(countVnTickets('lo-2', 3)).toBe(3);
    expect(countVnTickets('xien-2', 4)).toBe(6);
    expect(countVnTickets('truot-4', 5)).toBe(5);
    expect(countVnTickets('xien-3', 2)).toBe(0);
    expect([vnInputMode('lo-2'), vnInputMode('dau'), vnInputMode('lo-3'), vnInputMode('3-cang')]).toEqual([
      'grid100',
      'grid10',
      'entry',
      'entry',
    ]);
    expect(quickPickVn('xien-3', sequence(5, 5, 42, 7))).toEqual(['05', '07', '42']);
    expect(quickPickVn('lo-4', sequence(127))).toEqual(['0127']);
  });

  it('parses typed numbers, keeping each once and naming the bad ones', () => {
    expect(parseNumberList(' 127, 458;127\n9 1234', (value) => /^\d{3}$/.test(value))).toEqual({
      valid: ['127', '458'],
      invalid: ['9', '1234'],
    });
    expect(choose(10, 3)).toBe(120);
  });

  it('prices 5D selections as the engine does', () => {
    expect(countFiveDCombinations('STRAIGHT', [['1', '2'], ['7'], ['0', '9']])).toBe(4);
    expect(countFiveDCombinations('GROUP_2', [['1', '5', '8']])).toBe(3);
    expect(countFiveDCombinations('GROUP_3', [['2', '6']])).toBe(2);
    expect(countFiveDCombinations('GROUP_6', [['1', '3', '5', '7']])).toBe(4);
    expect(isFiveDComplete('STRAIGHT', 'FRONT_2', [['1'], []])).toBe(false);
    expect(isFiveDComplete('GROUP_6', 'BACK_2', [['1', '2', '3']])).toBe(false);
    expect(isFiveDComplete('GROUP_6', 'BACK_3', [['1', '2', '3']])).toBe(true);
    expect(quickPickFiveD('STRAIGHT', 'MIDDLE_3', sequence(1, 2, 3))).toEqual([['1'], ['2'], ['3']]);
  });

  it('knows 3D boxes and sums', () => {
    expect([countOrders('047'), countOrders('477'), countOrders('777')]).toEqual([6, 3, 1]);
    expect(isBoxable('777')).toBe(false);
    expect([countSumWays(0), countSumWays(13), countSumWays(27)]).toEqual([1, 75, 1]);
  });

  it('checks 4D numbers and counts what a bet covers and costs', () => {
    expect(checkFourDNumber('ROLL', '12R4')).toBeNull();
    expect(checkFourDNumber('ROLL', '1RR4')).toBe('roll');
    expect(checkFourDNumber('BOX', '7777')).toBe('oneOrder');
    expect(checkFourDNumber('STRAIGHT', '123')).toBe('format');
    expect([
      countFourDCovered('BOX', '1234'),
      countFourDCovered('IBOX', '1123'),
      countFourDCovered('ROLL', 'R234'),
    ]).toEqual([24, 12, 10]);
    expect([fourDCostUnits('IBOX', '1123'), fourDCostUnits('BOX', '1123')]).toEqual([1, 12]);
    expect(quickPickFourD('ROLL', sequence(1234, 2))).toBe('12R4');
  });

  it('quick-picks distinct Keno numbers', () => {
    expect(quickPickKeno(3, sequence(0, 0, 79, 9))).toEqual(['01', '10', '80']);
  });

  it("tells a draw's live phase and writes durations", () => {
    const draw = {
      opensAt: '2026-01-01T00:00:00Z',
      stopsSaleAt: '2026-01-01T00:00:50Z',
      drawAt: '2026-01-01T00:01:00Z',
      status: 'SCHEDULED' as const,
    };
    const at = (seconds: number) => Date.parse('2026-01-01T00:00:00Z') + seconds * 1000;
    expect([phaseAt(draw, at(-1)), phaseAt(draw, at(10)), phaseAt(draw, at(55)), phaseAt(draw, at(61))]).toEqual([
      'NOT_OPEN',
      'OPEN',
      'CLOSED',
      'AWAITING',
    ]);
    expect(phaseAt({ ...draw, status: 'DRAWN' }, at(10))).toBe('DRAWN');
    expect(splitDuration(3725)).toEqual({ days: 0, clock: '01:02:05' });
    expect(splitDuration(2 * 86_400 + 61)).toEqual({ days: 2, clock: '00:01:01' });
  });
});
