import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../../lottery/engine/draw-stream.ts';
import { CATALOGUE } from './catalogue.ts';
import type { Side } from './event-state.ts';
import { drawSeriesMaps, isShooterMapOver, simulateMoba, simulateShooter } from './simulate-esports.ts';

const [moba, shooter] = CATALOGUE.esports.map((title) => title.teams);
/** Two different teams for the n-th game: the second 1 to length − 1 places after the first. */
const pairOf = <T>(list: readonly T[], n: number): readonly [T, T] => [
  list[n % list.length],
  list[(n + 1 + (n % (list.length - 1))) % list.length],
];

describe('series', () => {
  it('stop as soon as a side has two maps', () => {
    const sequences: Side[][] = [
      ['HOME', 'HOME', 'AWAY'],
      ['AWAY', 'HOME', 'AWAY', 'HOME'],
      ['HOME', 'AWAY', 'HOME'],
    ];
    const results = sequences.map((sequence) => {
      let i = 0;
      return drawSeriesMaps(() => sequence[i++]);
    });
    expect(results).toEqual([
      ['HOME', 'HOME'],
      ['AWAY', 'HOME', 'AWAY'],
      ['HOME', 'AWAY', 'HOME'],
    ]);
  });

  it('end a shooter map at 13 with the other under 12, or two clear from 12–12', () => {
    expect(isShooterMapOver(13, 11)).toBe(true);
    expect(isShooterMapOver(11, 13)).toBe(true);
    expect(isShooterMapOver(12, 11)).toBe(false);
    expect(isShooterMapOver(13, 12)).toBe(false);
    expect(isShooterMapOver(14, 12)).toBe(true);
    expect(isShooterMapOver(15, 14)).toBe(false);
    expect(isShooterMapOver(15, 17)).toBe(true);
    expect(isShooterMapOver(0, 0)).toBe(false);
  });
});

describe('shooter timelines', () => {
  it('play legal maps round by round and end on the result', () => {
    let overtimeMaps = 0;
    for (let n = 0; n < 200; n += 1) {
      const stream = createDrawStream({ seed: `shooter-${n}`, drawId: 'SHOOT-test' });
      const { result, timeline, durationMs } = simulateShooter(stream, pairOf(shooter, n));
      expect(timeline[timeline.length - 1].atMs).toBe(durationMs);
      const wins = (side: Side) => result.maps.filter((map) => map === side).length;
      expect(Math.max(wins('HOME'), wins('AWAY'))).toBe(2);
      expect(Math.min(wins('HOME'), wins('AWAY'))).toBeLessThan(2);
      result.mapScores.forEach((score, index) => {
        expect(isShooterMapOver(score.home, score.away)).toBe(true);
        expect(result.maps[index]).toBe(score.home > score.away ? 'HOME' : 'AWAY');
        if (Math.min(score.home, score.away) >= 12) overtimeMaps += 1;
        const rounds = timeline.filter((entry) => entry.kind === 'ROUND' && entry.detail.map === index + 1);
        expect(rounds).toHaveLength(score.home + score.away);
        // The map was not over before its last round.
        for (const round of rounds.slice(0, -1))
          expect(isShooterMapOver(round.state.roundsHome, round.state.roundsAway)).toBe(false);
        const last = rounds[rounds.length - 1].state;
        expect({ home: last.roundsHome, away: last.roundsAway }).toEqual(score);
      });
      const end = timeline[timeline.length - 1];
      expect(end.kind).toBe('SERIES_END');
      expect(end.state).toEqual({ mapsHome: wins('HOME'), mapsAway: wins('AWAY'), roundsHome: 0, roundsAway: 0 });
      const roundCount = result.mapScores.reduce((sum, score) => sum + score.home + score.away, 0);
      expect(durationMs).toBe(roundCount * 1500 + (result.maps.length - 1) * 8000);
    }
    expect(overtimeMaps).toBeGreaterThan(0);
  });
});

describe('MOBA timelines', () => {
  it('count kills to the map score, let the map winner destroy the core last, and move maps only at map ends', () => {
    for (let n = 0; n < 200; n += 1) {
      const stream = createDrawStream({ seed: `moba-${n}`, drawId: 'MOBA-test' });
      const { result, timeline, durationMs } = simulateMoba(stream, pairOf(moba, n));
      expect(timeline[timeline.length - 1].atMs).toBe(durationMs);
      expect(durationMs).toBeGreaterThanOrEqual(2 * 40_000 + 10_000);
      expect(durationMs).toBeLessThanOrEqual(3 * 50_000 + 2 * 10_000);
      result.maps.forEach((winner, index) => {
        const map = timeline.filter((entry) => entry.detail.map === index + 1);
        expect(map[0].kind).toBe('MAP_START');
        const [core, end] = map.slice(-2);
        expect(end.kind).toBe('MAP_END');
        expect(end.side).toBe(winner);
        expect(core).toMatchObject({ kind: 'TOWER', side: winner, detail: { structure: 'CORE' } });
        expect(map.filter((entry) => entry.detail.structure === 'CORE')).toHaveLength(1);
        const kills = (side: Side) => map.filter((entry) => entry.kind === 'KILL' && entry.side === side).length;
        expect({ home: kills('HOME'), away: kills('AWAY') }).toEqual(result.mapScores[index]);
        // During the map the series state stands still: markets are suspended and priced only between maps.
        for (const entry of map.slice(0, -1)) expect(entry.state).toEqual(map[0].state);
      });
      const end = timeline[timeline.length - 1];
      expect(end.state.mapsHome).toBe(result.maps.filter((map) => map === 'HOME').length);
      expect(end.state.mapsAway).toBe(result.maps.filter((map) => map === 'AWAY').length);
    }
  });
});
