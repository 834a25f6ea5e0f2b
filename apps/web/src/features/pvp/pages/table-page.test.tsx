/**
 * The table screen against a WebSocket stand-in (test/socket-harness.ts): the server's messages are
 * fed in by hand, and what the page sends is read back.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs } from '../../../test/reset-stores.ts';
import { openSocket, serverSays, StandInSocket, useTableScreenHarness } from '../test/socket-harness.ts';
import { makeResult, makeSeat, makeSnapshot } from '../test/pvp-fixtures.ts';
import { PvpRoutePage, tableIdOf } from './pvp-route-page.tsx';

const myTurn = makeSnapshot({
  seats: [
    makeSeat(0, {
      isViewer: true,
      nickname: 'demo',
      state: 'PLAYING',
      cards: ['Ah', 'Kh'],
      cardCount: 2,
      betThisStreet: '1.00',
      chips: '99.00',
    }),
    makeSeat(3, { nickname: 'Mai', state: 'PLAYING', cardCount: 2, betThisStreet: '2.00', chips: '98.00' }),
  ],
  hand: {
    handId: '7-000002',
    status: 'RUNNING',
    serverSeedHash: 'b'.repeat(64),
    commitment: 'c'.repeat(64),
    toActSeat: 0,
    actionDeadline: '2026-11-25T08:00:15.000Z',
    part: {
      game: 'HOLDEM',
      street: 'PREFLOP',
      board: [],
      pots: [],
      potTotal: '3.00',
      currentBet: '2.00',
      buttonSeat: 0,
      smallBlindSeat: 0,
      bigBlindSeat: 3,
      legalActions: {
        canFold: true,
        canCheck: false,
        callAmount: '1.00',
        raise: { kind: 'RAISE', minTo: '4.00', maxTo: '100.00' },
      },
    },
  },
});

describe('the table screen', () => {
  useTableScreenHarness();

  it('reads the table id of the address and nothing else', () => {
    expect(tableIdOf('7')).toBe(7);
    expect(tableIdOf('0')).toBeNull();
    expect(tableIdOf('7a')).toBeNull();
    expect(tableIdOf(null)).toBeNull();
  });

  it('asks a visitor to log in and opens no socket', () => {
    StandInSocket.last = null;
    renderWithApp(<PvpRoutePage />, { path: '/pvp?roomId=7' });
    expect(screen.getByText('Log in to join the table')).toBeTruthy();
    expect(StandInSocket.last).toBeNull();
  });

  it('authenticates, joins, draws the snapshot and sends the action with a request id', async () => {
    logInAs(0);
    renderWithApp(<PvpRoutePage />, { path: '/pvp?roomId=7' });
    const socket = openSocket();
    expect(socket.sent.slice(0, 2)).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'join', tableId: 7 },
    ]);
    serverSays(socket, { type: 'snapshot', table: myTurn });
    expect(screen.getByRole('heading', { name: 'Saigon 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ace of hearts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call 1.00' }));
    const sent = socket.sent.at(-1)!;
    expect(sent).toMatchObject({ type: 'action', tableId: 7, handId: '7-000002', action: 'CALL' });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The bar waits for the answer, then a refusal is shown in the reader's language.
    expect((screen.getByRole('button', { name: 'Fold' }) as HTMLButtonElement).disabled).toBe(true);
    serverSays(socket, {
      type: 'error',
      code: 'pvp.not.your.turn',
      message: 'It is not your turn',
      tableId: 7,
      requestId: String(sent.requestId),
    });
    expect(await screen.findByText('It is not your turn')).toBeTruthy();
    // A refused action asks for the table again.
    expect(socket.sent.at(-1)).toEqual({ type: 'join', tableId: 7 });
  });

  it('sends a raise as its street total and shows the winner and the verify link after the hand', () => {
    logInAs(0);
    renderWithApp(<PvpRoutePage />, { path: '/pvp?roomId=7' });
    const socket = openSocket();
    serverSays(socket, { type: 'snapshot', table: myTurn });
    fireEvent.click(screen.getByRole('button', { name: 'Pot' }));
    fireEvent.click(screen.getByRole('button', { name: /^Raise to/ }));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'action', action: 'RAISE', amount: '6.00' });
    serverSays(socket, { type: 'ok', requestId: String(socket.sent.at(-1)!.requestId), tableId: 7 });
    serverSays(socket, { type: 'hand.ended', tableId: 7, version: 11, result: makeResult({ handId: '7-000002' }) });
    expect(screen.getByText('Mai wins 7.60 with One pair')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Hand history' });
    expect(within(history).getByText('#7-000002')).toBeTruthy();
    expect(within(history).getByText('-4.00')).toBeTruthy();
  });

  it('opens the buy-in on an empty seat with the range and the wallet, and sits with the amount', async () => {
    logInAs(0);
    renderWithApp(<PvpRoutePage />, { path: '/pvp?roomId=7' });
    const socket = openSocket();
    serverSays(socket, {
      type: 'snapshot',
      table: makeSnapshot({ viewerSeat: null, seats: [makeSeat(3, { nickname: 'Mai' })] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sit here (seat 2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy in at seat 2' });
    expect(within(dialog).getByText('40.00 – 200.00')).toBeTruthy();
    await within(dialog).findByText('150.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sit with 150.00' }));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'sit', tableId: 7, seatNo: 1, buyIn: '150.00' });
  });

  it('opens the buy-in for the first free seat when quick seat sent the player here', async () => {
    logInAs(0);
    renderWithApp(<PvpRoutePage />, { path: '/pvp?roomId=7&seat=quick' });
    const socket = openSocket();
    serverSays(socket, {
      type: 'snapshot',
      table: makeSnapshot({
        viewerSeat: null,
        seats: [makeSeat(0, { nickname: 'Mai' }), makeSeat(1, { nickname: 'Linh' })],
      }),
    });
    expect(await screen.findByRole('dialog', { name: 'Buy in at seat 3' })).toBeTruthy();
  });

  it('sends a leave and says the player leaves after the hand until the server answers', () => {
    logInAs(0);
    renderWithApp(<PvpRoutePage />, { path: '/pvp?roomId=7' });
    const socket = openSocket();
    serverSays(socket, { type: 'snapshot', table: myTurn });
    fireEvent.click(screen.getByRole('button', { name: 'Leave table' }));
    const sent = socket.sent.at(-1)!;
    expect(sent).toMatchObject({ type: 'leave', tableId: 7 });
    expect(screen.getByRole('button', { name: 'Leaving after this hand…' })).toBeTruthy();
    serverSays(socket, { type: 'ok', requestId: String(sent.requestId), tableId: 7 });
    expect(screen.getByRole('button', { name: 'Leave table' })).toBeTruthy();
  });
});
