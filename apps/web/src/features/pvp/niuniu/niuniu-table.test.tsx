/**
 * A Niu-Niu hand on the table screen, against a WebSocket stand-in fed by hand: the viewer's five cards face up and
 * the others' backs, the banker marked, Show sent with a request id, and after the reveal each seat's result line
 * and the outcome against the banker in the middle.
 */
import type { PvpHandResult } from '@lucky/contracts/pvp/pvp-schemas';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs } from '../../../test/reset-stores.ts';
import { PvpRoutePage } from '../pages/pvp-route-page.tsx';
import { openSocket, serverSays, useTableScreenHarness } from '../test/socket-harness.ts';
import { makeResult, makeRoom, makeSeat, makeSnapshot } from '../test/pvp-fixtures.ts';

const HAND_ID = '7-000005';
const looking = makeSnapshot({
  room: makeRoom({ game: 'NIUNIU', name: 'Niu-Niu Low 1', smallBlind: null, bigBlind: null, ante: '1.00' }),
  seats: [
    makeSeat(0, {
      isViewer: true,
      nickname: 'demo',
      state: 'PLAYING',
      cards: ['As', '9c', 'Kh', '3h', '4s'],
      cardCount: 5,
      betThisStreet: '1.00',
    }),
    makeSeat(3, { nickname: 'Mai', state: 'PLAYING', cardCount: 5 }),
  ],
  hand: {
    handId: HAND_ID,
    status: 'RUNNING',
    serverSeedHash: 'b'.repeat(64),
    commitment: 'c'.repeat(64),
    toActSeat: null,
    actionDeadline: '2026-11-25T08:00:15.000Z',
    part: {
      game: 'NIUNIU',
      bankerSeat: 3,
      stake: '1.00',
      seats: [
        { seatNo: 0, isBanker: false, shown: false },
        { seatNo: 3, isBanker: true, shown: false },
      ],
      viewerHand: { category: 'BULL_7', bullCards: ['9c', 'Kh', '4s'], multiplier: 2 },
      canShow: true,
    },
  },
});

// The banker's bull 9 beats the viewer's bull 7: the viewer pays 1.00 × 3, the banker keeps 3.00 less 5% rake.
const settled: PvpHandResult = makeResult({
  handId: HAND_ID,
  board: [],
  pots: [],
  rake: '0.15',
  shown: [
    { seatNo: 0, cards: ['As', '9c', 'Kh', '3h', '4s'], category: null, bestFive: ['9c', 'Kh', '4s'] },
    { seatNo: 3, cards: ['3s', '7c', 'Kd', '4h', '5s'], category: null, bestFive: ['3s', '7c', 'Kd'] },
  ],
  players: [
    { seatNo: 0, nickname: 'demo', isBot: false, bet: '3.00', won: '0.00', net: '-3.00', chips: '97.00' },
    { seatNo: 3, nickname: 'Mai', isBot: false, bet: '0.00', won: '2.85', net: '2.85', chips: '102.85' },
  ],
  niuniu: {
    bankerSeat: 3,
    bankerCovered: true,
    seats: [
      {
        seatNo: 0,
        isBanker: false,
        cards: ['As', '9c', 'Kh', '3h', '4s'],
        category: 'BULL_7',
        bullCards: ['9c', 'Kh', '4s'],
        multiplier: 2,
        stake: '1.00',
        beatsBanker: false,
        owed: '3.00',
        paid: '3.00',
        received: '0.00',
        rake: '0.00',
        net: '-3.00',
      },
      {
        seatNo: 3,
        isBanker: true,
        cards: ['3s', '7c', 'Kd', '4h', '5s'],
        category: 'BULL_9',
        bullCards: ['3s', '7c', 'Kd'],
        multiplier: 3,
        stake: '0.00',
        beatsBanker: null,
        owed: '0.00',
        paid: '0.00',
        received: '3.00',
        rake: '0.15',
        net: '2.85',
      },
    ],
  },
});

describe('a Niu-Niu hand on the table screen', () => {
  useTableScreenHarness();

  it('shows the own five cards and the banker, sends Show, then each seat’s result against the banker', async () => {
    logInAs(0);
    renderWithApp(<PvpRoutePage />, { path: '/pvp?roomId=7' });
    const socket = openSocket();
    serverSays(socket, { type: 'snapshot', table: looking });
    expect(screen.getByRole('img', { name: 'Ace of spades' })).toBeTruthy();
    // The banker's five cards are backs until the reveal.
    const bankerSeat = document.querySelector<HTMLElement>('[data-seat="3"]')!;
    expect(bankerSeat.textContent).toContain('Banker');
    expect(bankerSeat.querySelectorAll('[aria-label="Ace of spades"]')).toHaveLength(0);
    expect(screen.getByText('Each player stakes 1.00 against the banker')).toBeTruthy();
    expect(screen.getByText('Still looking: demo, Mai')).toBeTruthy();
    expect(screen.getByText(/Your hand: Bull 7/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show my hand' }));
    const sent = socket.sent.at(-1)!;
    expect(sent).toMatchObject({ type: 'show', tableId: 7, handId: HAND_ID });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    serverSays(socket, { type: 'ok', requestId: String(sent.requestId), tableId: 7 });
    serverSays(socket, { type: 'shown', tableId: 7, version: 11, handId: HAND_ID, seatNo: 0, timedOut: false });
    expect(screen.queryByRole('button', { name: 'Show my hand' })).toBeNull();
    expect(screen.getByText(/Shown: waiting for the other players/)).toBeTruthy();
    expect(screen.getByText('Still looking: Mai')).toBeTruthy();

    serverSays(socket, { type: 'shown', tableId: 7, version: 12, handId: HAND_ID, seatNo: 3, timedOut: true });
    serverSays(socket, { type: 'showdown', tableId: 7, version: 13, handId: HAND_ID, shown: settled.shown });
    serverSays(socket, { type: 'hand.ended', tableId: 7, version: 14, result: settled });
    expect(bankerSeat.querySelectorAll('[aria-label="King of diamonds"]')).toHaveLength(1);
    expect(screen.getByText('Banker Mai with Bull 9: +2.85')).toBeTruthy();
    expect(screen.getByText('demo loses to the banker with Bull 7: -3.00')).toBeTruthy();
    expect(screen.getAllByText('Rake 0.15').length).toBeGreaterThan(0);
    expect(bankerSeat.textContent).toContain('Bull 9 · +2.85');
    expect(document.querySelector<HTMLElement>('[data-seat="0"]')!.textContent).toContain('Bull 7 · -3.00');
    // The hand history names the winner (the banker here) with its hand.
    const history = screen.getByRole('region', { name: 'Hand history' });
    expect(history.textContent).toContain('Bull 9');
  });
});
