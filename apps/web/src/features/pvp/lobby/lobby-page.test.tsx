import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { makeRoom } from '../test/pvp-fixtures.ts';
import { LobbyPage } from './lobby-page.tsx';
import { pickQuickSeatRoom } from './quick-seat.ts';

function SearchProbe() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const rooms = [
  makeRoom({ roomId: 1, name: 'Saigon 1', seatsTaken: 2, seatsFree: 4, playersOnline: 3 }),
  makeRoom({ roomId: 2, name: 'Saigon 2', seatsTaken: 5, seatsFree: 1, playersOnline: 6, inHand: true }),
  makeRoom({ roomId: 3, name: 'Full house', seatsTaken: 6, seatsFree: 0, playersOnline: 9 }),
  makeRoom({
    roomId: 4,
    name: 'Hanoi 4',
    game: 'TIENLEN',
    stakeLevel: 'U100',
    smallBlind: null,
    bigBlind: null,
    ante: '1.00',
    seatsTotal: 4,
    seatsTaken: 1,
    seatsFree: 3,
    playersOnline: 1,
  }),
];

function serve(value: { practice: boolean; rooms: typeof rooms }) {
  return mockApi({
    'GET /wps/relay/GLS2_roomList': () => ({
      value: {
        serverTime: '2026-11-25T08:00:00.000Z',
        stakeLevels: [
          { game: 'HOLDEM', stakeLevel: 'NL200' },
          { game: 'HOLDEM', stakeLevel: 'NL1000' },
          { game: 'TIENLEN', stakeLevel: 'U100' },
        ],
        ...value,
      },
    }),
  });
}

describe('quick seat', () => {
  it('picks the fullest open table with a free seat of the chosen game and stake', () => {
    expect(pickQuickSeatRoom(rooms, { game: null, stakeLevel: null })?.roomId).toBe(2);
    expect(pickQuickSeatRoom(rooms, { game: 'TIENLEN', stakeLevel: null })?.roomId).toBe(4);
    expect(pickQuickSeatRoom(rooms, { game: 'HOLDEM', stakeLevel: 'NL1000' })).toBeNull();
    expect(pickQuickSeatRoom([makeRoom({ status: 'CLOSED' })], { game: null, stakeLevel: null })).toBeNull();
  });
});

describe('the card rooms lobby', () => {
  it('lists what the server answers: stakes, buy-in, seats and players, and sends quick seat to a table', async () => {
    serve({ practice: false, rooms });
    renderWithApp(
      <>
        <LobbyPage />
        <SearchProbe />
      </>,
      { path: '/pvp' },
    );
    const saigon = await screen.findByRole('row', { name: /Saigon 2/ });
    expect(within(saigon).getByText('Blinds 1.00 / 2.00')).toBeTruthy();
    expect(within(saigon).getByText('40.00 – 200.00')).toBeTruthy();
    expect(within(saigon).getAllByText('5 of 6 taken').length).toBeGreaterThan(0);
    expect(within(saigon).getByText('Hand in play')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Full house/ })).getByRole('button', { name: 'Watch: Full house' })
        .textContent,
    ).toBe('Watch');
    expect(screen.getByText('19 players at 4 tables')).toBeTruthy();
    expect(screen.queryByText('Practice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Quick seat' }));
    expect(screen.getByTestId('address').textContent).toBe('/pvp?roomId=2&seat=quick');
  });

  it('filters by game and stake level through the address', async () => {
    serve({ practice: false, rooms });
    renderWithApp(<LobbyPage />, { path: '/pvp?game=HOLDEM&stake=NL1000' });
    expect(await screen.findByText('No table is open for this choice')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Quick seat' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'NL200' }));
    expect(await screen.findByRole('row', { name: /Saigon 1/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Hanoi 4/ })).toBeNull();
  });

  it('marks practice tables for a trial account, and says so when none is open', async () => {
    serve({ practice: true, rooms: [makeRoom({ roomId: 9, name: 'Practice 1', practice: true })] });
    renderWithApp(<LobbyPage />, { path: '/pvp' });
    const row = await screen.findByRole('row', { name: /Practice 1/ });
    expect(within(row).getByText('Practice')).toBeTruthy();
    expect(screen.getByText(/^Practice tables: you play with demo credit/)).toBeTruthy();
  });

  it('shows a clear empty state when the server lists no table', async () => {
    serve({ practice: false, rooms: [] });
    renderWithApp(<LobbyPage />, { path: '/pvp' });
    expect(await screen.findByText('No table is open for this choice')).toBeTruthy();
  });
});
