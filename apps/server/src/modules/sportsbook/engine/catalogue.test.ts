import { describe, expect, it } from 'vitest';
import { CATALOGUE, findCompetition, listCompetitions } from './catalogue.ts';

describe('catalogue', () => {
  const entrants = [
    ...CATALOGUE.football.flatMap((league) => league.teams),
    ...CATALOGUE.basketball.flatMap((league) => league.teams),
    ...CATALOGUE.esports.flatMap((title) => title.teams),
    ...CATALOGUE.cockfight.birds,
  ];

  it('has the competitions the book runs, with stable codes', () => {
    expect(listCompetitions().map((competition) => competition.code)).toEqual([
      'FBL-PL',
      'FBL-LL',
      'BSK-1',
      'MOBA',
      'SHOOT',
      'COCK',
    ]);
    expect(findCompetition('SHOOT')?.sport).toBe('SHOOTER');
    expect(findCompetition('NOPE')).toBeNull();
    expect(CATALOGUE.cockfight.arenas).toHaveLength(2);
  });

  it('gives every entrant a unique code and name within its competition', () => {
    expect(new Set(entrants.map((entrant) => entrant.code)).size).toBe(entrants.length);
    for (const competition of listCompetitions()) {
      const members = 'birds' in competition ? competition.birds : competition.teams;
      expect(new Set(members.map((member) => member.name)).size).toBe(members.length);
      expect(new Set(members.map((member) => member.shortName)).size).toBe(members.length);
    }
  });

  it('rates football leagues like a real league: a few strong sides, a long middle, a few weak', () => {
    for (const league of CATALOGUE.football) {
      expect(league.teams).toHaveLength(16);
      const power = league.teams.map((team) => team.strength.attack * team.strength.defence);
      expect(power.filter((value) => value > 1.4).length).toBeGreaterThanOrEqual(2);
      expect(power.filter((value) => value > 1.4).length).toBeLessThanOrEqual(4);
      expect(power.filter((value) => value < 0.72).length).toBeGreaterThanOrEqual(2);
      expect(power.filter((value) => value >= 0.8 && value <= 1.2).length).toBeGreaterThanOrEqual(6);
    }
    expect(CATALOGUE.basketball[0].teams.length).toBeGreaterThanOrEqual(12);
    for (const team of CATALOGUE.basketball[0].teams) {
      expect(team.strength.attack).toBeGreaterThan(0.95);
      expect(team.strength.attack).toBeLessThan(1.05);
    }
  });

  it('rates e-sports teams and birds on the Elo scale from about 1350 to 1750', () => {
    for (const title of CATALOGUE.esports) {
      expect(title.teams.length).toBeGreaterThanOrEqual(8);
      expect(title.teams.length % 2).toBe(0);
      for (const team of title.teams) expect(team.rating).toBeGreaterThanOrEqual(1350);
      for (const team of title.teams) expect(team.rating).toBeLessThanOrEqual(1750);
    }
    expect(CATALOGUE.cockfight.birds.length).toBeGreaterThanOrEqual(24);
    expect(CATALOGUE.cockfight.birds.length % 2).toBe(0);
  });
});
