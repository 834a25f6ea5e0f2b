/**
 * E-sports series (best of three) from the random stream. MOBA: each map's winner is drawn whole with
 * `eloWinProbability`; kills, towers and objectives are drawn after, consistent with the winner, who always
 * destroys the last structure. SHOOTER: each round's winner is drawn with `shooterRoundProbability`, first to 13,
 * from 12–12 on until a side leads by two; each round's end reason is drawn after, as colour. EVENTS.md gives the
 * draw order.
 */
import type { RandomStream } from '../../../lib/fair-rng.ts';
import type { Pairing } from './catalogue-types.ts';
import type { EsportsResult, MobaState, Side } from './event-state.ts';
import {
  ESPORTS_MAPS_TO_WIN,
  SHOOTER_ROUNDS_TO_WIN,
  eloWinProbability,
  shooterRoundProbability,
} from './sport-models.ts';
import {
  MOBA_MAP_BREAK_MS,
  MOBA_MAP_MIN_MS,
  MOBA_MAP_SPREAD_MS,
  SHOOTER_MAP_BREAK_MS,
  SHOOTER_ROUND_MS,
} from './timeline-clock.ts';
import type { TimelineDetail, TimelineEntry } from './timeline.ts';

export type EsportsSimulation<S extends 'MOBA' | 'SHOOTER'> = {
  result: EsportsResult;
  timeline: TimelineEntry<S>[];
  durationMs: number;
};

export const SHOOTER_ROUND_REASONS = ['ELIMINATION', 'DETONATION', 'DEFUSE', 'TIME'] as const;

const sideOf = (homeWins: boolean): Side => (homeWins ? 'HOME' : 'AWAY');

/** Map winners until a side has two: the series' maps in order. */
export function drawSeriesMaps(drawMapWinner: () => Side): Side[] {
  const maps: Side[] = [];
  const count = (side: Side) => maps.filter((map) => map === side).length;
  while (count('HOME') < ESPORTS_MAPS_TO_WIN && count('AWAY') < ESPORTS_MAPS_TO_WIN) maps.push(drawMapWinner());
  return maps;
}

/** Whether a shooter map is over at this round score: 13 with the other side under 12, or two clear from 12–12. */
export function isShooterMapOver(home: number, away: number): boolean {
  const leader = Math.max(home, away);
  const trailer = Math.min(home, away);
  if (trailer < SHOOTER_ROUNDS_TO_WIN - 1) return leader >= SHOOTER_ROUNDS_TO_WIN;
  return leader - trailer >= 2;
}

/** Step 1: the winner of every round of every map, map by map, round by round. */
function drawShooterRounds(stream: RandomStream, probability: number): Side[][] {
  const rounds: Side[][] = [];
  drawSeriesMaps(() => {
    const map: Side[] = [];
    let home = 0;
    let away = 0;
    while (!isShooterMapOver(home, away)) {
      const side = sideOf(stream.nextFloat() < probability);
      map.push(side);
      if (side === 'HOME') home += 1;
      else away += 1;
    }
    rounds.push(map);
    return sideOf(home > away);
  });
  return rounds;
}

export function simulateShooter(stream: RandomStream, participants: Pairing<'SHOOTER'>): EsportsSimulation<'SHOOTER'> {
  const probability = shooterRoundProbability(participants[0].rating, participants[1].rating);
  const rounds = drawShooterRounds(stream, probability);
  // Step 2 (colour): each round's end reason, in the order the rounds were played.
  const reasons = rounds.map((map) =>
    map.map(() => SHOOTER_ROUND_REASONS[stream.nextInt(SHOOTER_ROUND_REASONS.length)]),
  );
  const timeline: TimelineEntry<'SHOOTER'>[] = [];
  const maps: Side[] = [];
  const mapScores: { home: number; away: number }[] = [];
  let state = { mapsHome: 0, mapsAway: 0, roundsHome: 0, roundsAway: 0 };
  let atMs = 0;
  rounds.forEach((map, mapIndex) => {
    timeline.push({ atMs, kind: 'MAP_START', detail: { map: mapIndex + 1 }, state });
    map.forEach((side, roundIndex) => {
      atMs += SHOOTER_ROUND_MS;
      state = {
        ...state,
        roundsHome: state.roundsHome + (side === 'HOME' ? 1 : 0),
        roundsAway: state.roundsAway + (side === 'AWAY' ? 1 : 0),
      };
      const detail = { map: mapIndex + 1, round: roundIndex + 1, reason: reasons[mapIndex][roundIndex] };
      timeline.push({ atMs, kind: 'ROUND', side, detail, state });
    });
    const winner = sideOf(state.roundsHome > state.roundsAway);
    maps.push(winner);
    mapScores.push({ home: state.roundsHome, away: state.roundsAway });
    const detail = { map: mapIndex + 1, home: state.roundsHome, away: state.roundsAway };
    state = {
      mapsHome: state.mapsHome + (winner === 'HOME' ? 1 : 0),
      mapsAway: state.mapsAway + (winner === 'AWAY' ? 1 : 0),
      roundsHome: 0,
      roundsAway: 0,
    };
    timeline.push({ atMs, kind: 'MAP_END', side: winner, detail, state });
    if (mapIndex < rounds.length - 1) atMs += SHOOTER_MAP_BREAK_MS;
  });
  timeline.push({ atMs, kind: 'SERIES_END', side: maps[maps.length - 1], detail: { maps: maps.length }, state });
  return { result: { maps, mapScores }, timeline, durationMs: atMs };
}

/** MOBA map winners (step 1 of a MOBA series): one `nextFloat` per map against the Elo probability. */
export function drawMobaMaps(stream: RandomStream, participants: Pairing<'MOBA'>): Side[] {
  const probability = eloWinProbability(participants[0].rating, participants[1].rating);
  return drawSeriesMaps(() => sideOf(stream.nextFloat() < probability));
}

export const MOBA_OBJECTIVES = ['GUARDIAN', 'ELDER'] as const;
/** How long before the map's end the winner destroys the core, and how far from the map's ends play happens. */
const MOBA_CORE_BEFORE_END_MS = 500;
const MOBA_PLAY_MARGIN_MS = 1000;

type MobaHappening = { atMs: number; kind: 'KILL' | 'TOWER' | 'OBJECTIVE'; side: Side; objective?: string };

/** Step 2 of a MOBA series, per map in order: length, kills, towers, objectives, then every moment. */
function drawMobaMap(stream: RandomStream, winner: Side): { lengthMs: number; happenings: MobaHappening[] } {
  const loser: Side = winner === 'HOME' ? 'AWAY' : 'HOME';
  const lengthMs = MOBA_MAP_MIN_MS + stream.nextInt(MOBA_MAP_SPREAD_MS + 1);
  const winnerKills = 12 + stream.nextInt(19);
  const loserKills = stream.nextInt(winnerKills + 4);
  const winnerTowers = 5 + stream.nextInt(6);
  const loserTowers = stream.nextInt(5);
  const objectives = Array.from({ length: stream.nextInt(4) }, () => ({
    side: sideOf(stream.nextInt(2) === 0),
    objective: MOBA_OBJECTIVES[stream.nextInt(MOBA_OBJECTIVES.length)],
  }));
  const happenings: MobaHappening[] = [];
  const moment = () => MOBA_PLAY_MARGIN_MS + stream.nextInt(lengthMs - 2 * MOBA_PLAY_MARGIN_MS);
  const counted: [MobaHappening['kind'], Side, number][] = [
    ['KILL', winner, winnerKills],
    ['KILL', loser, loserKills],
    ['TOWER', winner, winnerTowers],
    ['TOWER', loser, loserTowers],
  ];
  for (const [kind, side, count] of counted)
    for (let i = 0; i < count; i += 1) happenings.push({ atMs: moment(), kind, side });
  for (const { side, objective } of objectives) happenings.push({ atMs: moment(), kind: 'OBJECTIVE', side, objective });
  return { lengthMs, happenings: happenings.sort((a, b) => a.atMs - b.atMs) };
}

function mobaMapEntries(
  mapIndex: number,
  startMs: number,
  winner: Side,
  drawn: { lengthMs: number; happenings: MobaHappening[] },
  state: MobaState,
): { entries: TimelineEntry<'MOBA'>[]; kills: { home: number; away: number } } {
  const map = mapIndex + 1;
  const kills = { home: 0, away: 0 };
  const entries: TimelineEntry<'MOBA'>[] = [{ atMs: startMs, kind: 'MAP_START', detail: { map }, state }];
  for (const { atMs, kind, side, objective } of drawn.happenings) {
    if (kind === 'KILL') kills[side === 'HOME' ? 'home' : 'away'] += 1;
    const detail: TimelineDetail =
      kind === 'KILL'
        ? { map, killsHome: kills.home, killsAway: kills.away }
        : kind === 'TOWER'
          ? { map, structure: 'TOWER' }
          : { map, objective: objective ?? '' };
    entries.push({ atMs: startMs + atMs, kind, side, detail, state });
  }
  const coreAt = startMs + drawn.lengthMs - MOBA_CORE_BEFORE_END_MS;
  entries.push({ atMs: coreAt, kind: 'TOWER', side: winner, detail: { map, structure: 'CORE' }, state });
  const after: MobaState = {
    mapsHome: state.mapsHome + (winner === 'HOME' ? 1 : 0),
    mapsAway: state.mapsAway + (winner === 'AWAY' ? 1 : 0),
  };
  const detail = { map, killsHome: kills.home, killsAway: kills.away };
  entries.push({ atMs: startMs + drawn.lengthMs, kind: 'MAP_END', side: winner, detail, state: after });
  return { entries, kills };
}

export function simulateMoba(stream: RandomStream, participants: Pairing<'MOBA'>): EsportsSimulation<'MOBA'> {
  const maps = drawMobaMaps(stream, participants);
  const drawn = maps.map((winner) => drawMobaMap(stream, winner));
  const timeline: TimelineEntry<'MOBA'>[] = [];
  const mapScores: { home: number; away: number }[] = [];
  let state: MobaState = { mapsHome: 0, mapsAway: 0 };
  let atMs = 0;
  maps.forEach((winner, index) => {
    const { entries, kills } = mobaMapEntries(index, atMs, winner, drawn[index], state);
    timeline.push(...entries);
    mapScores.push(kills);
    state = entries[entries.length - 1].state;
    atMs += drawn[index].lengthMs + (index < maps.length - 1 ? MOBA_MAP_BREAK_MS : 0);
  });
  timeline.push({ atMs, kind: 'SERIES_END', side: maps[maps.length - 1], detail: { maps: maps.length }, state });
  return { result: { maps, mapScores }, timeline, durationMs: atMs };
}
