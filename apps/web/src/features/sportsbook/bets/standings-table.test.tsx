import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { menuValue } from '../test/sportsbook-fixtures.ts';
import { Standings } from './standings-table.tsx';

const row = (position: number, code: string, scored: number, conceded: number) => ({
  position,
  code,
  name: `Team ${code}`,
  played: 2,
  won: 2 - position + 1,
  drawn: 0,
  lost: position - 1,
  goalsFor: scored,
  goalsAgainst: conceded,
  goalDifference: scored - conceded,
  points: 4 - position + 1,
});

function standingsFor(sport: 'FOOTBALL' | 'BASKETBALL') {
  return {
    competitionCode: 'X',
    competitionName: 'X',
    sport,
    season: 3,
    roundsPlayed: 2,
    rows: [row(1, 'AAA', 181, 170), row(2, 'BBB', 170, 181)],
  };
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('standings', () => {
  it("names football's columns by goals and keeps the drawn column", async () => {
    mockApi({ 'GET /lgw/sports/standings': () => ({ value: standingsFor('FOOTBALL') }) });
    renderWithApp(<Standings menu={menuValue('SPORTS')} chosen={null} onChoose={() => undefined} />);
    await screen.findByText('Team AAA');
    expect(headers()).toEqual(['#', 'Team', 'P', 'W', 'D', 'L', 'F', 'A', '+/-', 'Pts']);
    expect(screen.getByTitle('Scored')).toBeTruthy();
  });

  it('shows a basketball table without draws, its scores named as points', async () => {
    mockApi({ 'GET /lgw/sports/standings': () => ({ value: standingsFor('BASKETBALL') }) });
    renderWithApp(<Standings menu={menuValue('SPORTS')} chosen={null} onChoose={() => undefined} />);
    await screen.findByText('Team AAA');
    expect(headers()).toEqual(['#', 'Team', 'P', 'W', 'L', 'PF', 'PA', '+/-', 'Pts']);
    expect(screen.getByTitle('Points for')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Team AAA/ }).textContent).toContain('181');
  });
});
