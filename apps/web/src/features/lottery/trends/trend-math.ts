import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { pad } from '../utils/random.ts';

/**
 * Trend statistics computed in the browser from the opened numbers (newest first): frequency, hot and cold numbers,
 * missing counts (draws since a number last came out), and the big/small and odd/even roads.
 */
export type LotteryKind = LotteryGame['kind'];

/** One thing counted: its possible values and, per draw (newest first), the values that came out. */
export type TrendTrack = { key: string; domain: readonly string[]; draws: readonly (readonly string[])[] };

const range = (from: number, to: number, digits: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => pad(from + index, digits));
const DIGITS = range(0, 9, 1);

const drawnNumbers = (draws: readonly LotteryDraw[]): string[][] =>
  draws.filter((draw) => draw.result).map((draw) => draw.result!.numbers);

export function buildTracks(kind: LotteryKind, draws: readonly LotteryDraw[]): TrendTrack[] {
  const numbers = drawnNumbers(draws);
  switch (kind) {
    case 'KENO':
      return [
        { key: 'all', domain: range(1, 80, 2), draws: numbers.map((list) => list.map((n) => pad(Number(n), 2))) },
      ];
    case 'VN':
      return [{ key: 'lo', domain: range(0, 99, 2), draws: numbers.map((list) => list.map((n) => n.slice(-2))) }];
    case 'FIVE_D':
    case 'THREE_D':
      return Array.from({ length: kind === 'FIVE_D' ? 5 : 3 }, (_, position) => ({
        key: `position${position}`,
        domain: DIGITS,
        draws: numbers.map((list) => (list[position] === undefined ? [] : [list[position]!])),
      }));
    case 'FOUR_D':
      return Array.from({ length: 4 }, (_, place) => ({
        key: `place${place}`,
        domain: DIGITS,
        draws: numbers.map((list) => list.map((n) => n.charAt(place))),
      }));
  }
}

export type NumberStat = { value: string; count: number; missing: number };

/** Per value: how often it came out (every occurrence counts) and how many draws since it last did. */
export function computeStats(track: TrendTrack): NumberStat[] {
  return track.domain.map((value) => {
    let count = 0;
    let missing = -1;
    track.draws.forEach((values, index) => {
      const hits = values.filter((item) => item === value).length;
      count += hits;
      if (hits > 0 && missing < 0) missing = index;
    });
    return { value, count, missing: missing < 0 ? track.draws.length : missing };
  });
}

/** The `size` most and least frequent values; ties keep the domain order. */
export function hotAndCold(stats: readonly NumberStat[], size = 5): { hot: NumberStat[]; cold: NumberStat[] } {
  const hot = [...stats].sort((a, b) => b.count - a.count).slice(0, size);
  const cold = [...stats].sort((a, b) => a.count - b.count || b.missing - a.missing).slice(0, size);
  return { hot, cold };
}

export type BigSmall = 'BIG' | 'SMALL' | 'TIE';
export type OddEven = 'ODD' | 'EVEN';
export type DrawOutcome = { drawKey: string; value: number; bigSmall: BigSmall; oddEven: OddEven };

const sum = (values: readonly string[]): number => values.reduce((total, value) => total + Number(value), 0);

/** The đề number: the special prize's last two digits. */
function deOf(draw: LotteryDraw): string | null {
  const fact = draw.result?.facts?.de;
  if (fact !== undefined) return String(fact);
  const special = draw.result?.board?.find((row) => row.prize === 'special')?.numbers[0];
  return special ? special.slice(-2) : null;
}

/** The number each road is read from, and where big starts: Keno's sum (tie at 810), 5D and 3D sums, VN đề, 4D first prize. */
function outcomeOf(kind: LotteryKind, draw: LotteryDraw): DrawOutcome | null {
  const numbers = draw.result?.numbers;
  if (!numbers || numbers.length === 0) return null;
  const make = (value: number, bigSmall: BigSmall, parity: number = value): DrawOutcome => ({
    drawKey: draw.drawKey,
    value,
    bigSmall,
    oddEven: parity % 2 === 1 ? 'ODD' : 'EVEN',
  });
  switch (kind) {
    case 'KENO': {
      const total = sum(numbers);
      return make(total, total > 810 ? 'BIG' : total < 810 ? 'SMALL' : 'TIE');
    }
    case 'FIVE_D': {
      const total = sum(numbers);
      return make(total, total >= 23 ? 'BIG' : 'SMALL');
    }
    case 'THREE_D': {
      const total = sum(numbers);
      return make(total, total >= 14 ? 'BIG' : 'SMALL');
    }
    case 'VN': {
      const de = deOf(draw);
      return de === null ? null : make(Number(de), Number(de) >= 50 ? 'BIG' : 'SMALL');
    }
    case 'FOUR_D': {
      const first = Number(numbers[0]);
      return make(first, first >= 5000 ? 'BIG' : 'SMALL');
    }
  }
}

/** Outcomes oldest first, the order roads are drawn in. */
export function listOutcomes(kind: LotteryKind, draws: readonly LotteryDraw[]): DrawOutcome[] {
  return draws
    .map((draw) => outcomeOf(kind, draw))
    .filter((outcome): outcome is DrawOutcome => outcome !== null)
    .reverse();
}

/**
 * The "big road": a new column whenever the outcome changes, a run going down its column; a run longer than
 * `rows` carries on in the next column.
 */
export function buildRoad<T extends string>(outcomes: readonly T[], rows = 6): T[][] {
  const columns: T[][] = [];
  let previous: T | null = null;
  for (const outcome of outcomes) {
    const last = columns.at(-1);
    if (outcome === previous && last && last.length < rows) last.push(outcome);
    else columns.push([outcome]);
    previous = outcome;
  }
  return columns;
}

/** The longest run of one outcome, for the summary line under a road. */
export function longestRun<T extends string>(outcomes: readonly T[]): { value: T | null; length: number } {
  let best: { value: T | null; length: number } = { value: null, length: 0 };
  let length = 0;
  outcomes.forEach((outcome, index) => {
    length = index > 0 && outcomes[index - 1] === outcome ? length + 1 : 1;
    if (length > best.length) best = { value: outcome, length };
  });
  return best;
}
