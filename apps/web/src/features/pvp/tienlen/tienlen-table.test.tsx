/**
 * A Tiến Lên game on the table screen, against a WebSocket stand-in fed by hand: the viewer's thirteen cards to
 * pick from, Play sent with the chosen cards, the combination on the table, a pass, and the settled game.
 */
import type { PvpHandResult } from '@lucky/contracts/pvp/pvp-schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs } from '../../../test/reset-stores.ts';
import { PvpRoutePage } from '../pages/pvp-route-page.tsx';
import { openSocket, serverSays, useTableScreenHarness } from '../test/socket-harness.ts';
import { makeResult, makeRoom, makeSeat, makeSnapshot } from '../test/pvp-fixtures.ts';

const HAND_ID = '7-000009';
const OWN = ['3s', '4c', '5d', '6h', '7s', '8c', '9d', 'Th', 'Js', 'Qc', 'Kd', 'Ah', '2s'];
const leading = makeSnapshot({
  room: makeRoom({ game: 'TIENLEN', name: 'Tiến Lên Low 1', smallBlind: null, bigBlind: null, ante: '0.10' }),
  seats: [
    makeSeat(0, { isViewer: true, nickname: 'demo', state: 'PLAYING', cards: OWN, cardCount: 13 }),
    makeSeat(2, { nickname: 'Mai', state: 'PLAYING', cardCount: 13 }),
  ],
  hand: {
    handId: HAND_ID,
    status: 'RUNNING',
    serverSeedHash: 'b'.repeat(64),
    commitment: 'c'.repeat(64),
    toActSeat: 0,
    actionDeadline: '2026-11-25T08:00:20.000Z',
    part: {
      game: 'TIENLEN',
      unitStake: '0.10',
      table: null,
      players: [
        { seatNo: 0, cardCount: 13, passed: false },
        { seatNo: 2, cardCount: 13, passed: false },
      ],
      mustInclude: '3s',
    },
  },
});

const settled: PvpHandResult = makeResult({
  handId: HAND_ID,
  board: [],
  pots: [],
  rake: '0.13',
  shown: [
    { seatNo: 0, cards: [], category: null, bestFive: [] },
    { seatNo: 2, cards: ['3c', '4d'], category: null, bestFive: [] },
  ],
  players: [
    { seatNo: 0, nickname: 'demo', isBot: false, bet: '0.00', won: '2.47', net: '2.47', chips: '12.47' },
    { seatNo: 2, nickname: 'Mai', isBot: false, bet: '2.60', won: '0.00', net: '-2.60', chips: '7.40' },
  ],
  tienlen: {
    winnerSeat: 0,
    instantWin: null,
    unitStake: '0.10',
    debts: [{ fromSeat: 2, toSeat: 0, units: 26, reason: 'FROZEN' }],
    seats: [
      { seatNo: 0, cardsLeft: [], paid: '0.00', received: '2.60', rake: '0.13', net: '2.47' },
      { seatNo: 2, cardsLeft: ['3c', '4d'], paid: '2.60', received: '0.00', rake: '0.00', net: '-2.60' },
    ],
  },
});

describe('a Tiến Lên game on the table screen', () => {
  useTableScreenHarness();

  it('plays the chosen cards, shows the table and a pass, then who won and what the loser pays', () => {
    logInAs(0);
    renderWithApp(<PvpRoutePage />, { path: '/pvp?roomId=7' });
    const socket = openSocket();
    serverSays(socket, { type: 'snapshot', table: leading });
    expect(screen.getByText('demo leads a new round')).toBeTruthy();
    expect(screen.getByText('The first play must contain 3s')).toBeTruthy();
    const pass = screen.getByRole('button', { name: 'Pass' }) as HTMLButtonElement;
    expect(pass.disabled).toBe(true);
    const play = screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement;
    expect(play.disabled).toBe(true);
    const pick = screen.getByRole('group', { name: 'Choose cards to play' });
    fireEvent.click(within(pick).getByRole('button', { name: 'Three of spades' }));
    expect(play.disabled).toBe(false);
    fireEvent.click(play);
    const sent = socket.sent.at(-1)!;
    expect(sent).toMatchObject({ type: 'play', tableId: 7, handId: HAND_ID, cards: ['3s'] });
    serverSays(socket, { type: 'ok', requestId: String(sent.requestId), tableId: 7 });
    const table = { seatNo: 0, kind: 'SINGLE' as const, cards: ['3s'] };
    const moved = { tableId: 7, handId: HAND_ID, outOfTurn: false, timedOut: false, actionDeadline: null };
    serverSays(socket, {
      type: 'played',
      version: 11,
      ...moved,
      seatNo: 0,
      move: 'PLAY',
      cards: ['3s'],
      cardCount: 12,
      table,
      passedSeats: [],
      toActSeat: 2,
    });
    expect(screen.getByText('demo: Single')).toBeTruthy();
    expect(within(pick).queryByRole('button', { name: 'Three of spades' })).toBeNull();
    serverSays(socket, {
      type: 'played',
      version: 12,
      ...moved,
      seatNo: 2,
      move: 'PASS',
      cards: [],
      cardCount: 13,
      table,
      passedSeats: [2],
      toActSeat: 0,
    });
    expect(document.querySelector<HTMLElement>('[data-seat="2"]')!.textContent).toContain('Pass');
    serverSays(socket, { type: 'hand.ended', tableId: 7, version: 13, result: settled });
    expect(screen.getByText('demo is out first and wins')).toBeTruthy();
    expect(screen.getByText('Mai pays 2.60 (2 cards left)')).toBeTruthy();
    expect(document.querySelector<HTMLElement>('[data-seat="2"]')!.textContent).toContain('-2.60');
  });
});
