import { describe, expect, it } from 'vitest';
import { DEFAULT_MARGINS } from './margin.ts';
import { priceEvent, type PriceEventInput } from './price-event.ts';

/**
 * How long one event's full board takes to price, state after state as a live match moves (every state new, so no
 * cache hit): the engine runs for every live event every second. The bound is loose because the machine is shared;
 * the measured figures (CPU time per board) are printed.
 */
function averageMs(inputs: readonly PriceEventInput[]): number {
  inputs.slice(0, 50).forEach((input) => priceEvent(input));
  const started = performance.now();
  // CPU time as well as wall time: on a shared machine the wall clock mostly measures the neighbours.
  const cpu = process.cpuUsage();
  inputs.forEach((input) => priceEvent(input));
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / inputs.length;
  const cpuMs = (used.user + used.system) / 1000 / inputs.length;
  console.log(`wall ${wall.toFixed(3)} ms, cpu ${cpuMs.toFixed(3)} ms per board`);
  return cpuMs;
}

describe('pricing speed', () => {
  const home = { attack: 1.15, defence: 1.05 };
  const away = { attack: 0.95, defence: 0.98 };
  it('prices a football board in about a millisecond or less, every market', () => {
    const inputs = Array.from({ length: 2000 }, (_, i): PriceEventInput => {
      const minute = (i * 0.045) % 90;
      const halfTime = minute >= 45 ? { home: 1, away: 0 } : null;
      return {
        sport: 'FOOTBALL',
        participants: [{ strength: home }, { strength: away }],
        state: { minute, home: 1, away: i % 3, halfTime },
        margins: DEFAULT_MARGINS,
      };
    });
    expect(averageMs(inputs)).toBeLessThan(2);
  });

  it('prices a basketball board, overtime law included', () => {
    const inputs = Array.from({ length: 2000 }, (_, i): PriceEventInput => {
      const minute = (i * 0.024) % 48;
      const score = Math.floor(minute * 2.3);
      return {
        sport: 'BASKETBALL',
        participants: [{ strength: home }, { strength: away }],
        state: { minute, home: score, away: score - (i % 7), periods: [] },
        margins: DEFAULT_MARGINS,
      };
    });
    expect(averageMs(inputs)).toBeLessThan(4);
  });
});
