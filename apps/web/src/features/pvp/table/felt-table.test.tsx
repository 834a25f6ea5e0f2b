import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { FeltTable } from './felt-table.tsx';
import { MAX_SEATS, MIN_SEATS, placeIndexOf, seatPlaces } from './seat-layout.ts';
import type { SeatModel, TableModel } from './table-model.ts';

const player = (nickname: string, overrides: Partial<NonNullable<SeatModel['player']>> = {}) => ({
  nickname,
  stack: '100.00',
  bet: null,
  cards: [],
  status: 'playing' as const,
  isComputer: false,
  isDisconnected: false,
  note: null,
  isWinner: false,
  winningCards: [],
  ...overrides,
});

function model(overrides: Partial<TableModel> = {}): TableModel {
  const seatCount = overrides.seatCount ?? 6;
  return {
    seatCount,
    seats: Array.from({ length: seatCount }, (_, seat) => ({ seat, player: null })),
    viewerSeat: null,
    dealerSeat: null,
    turn: null,
    handKey: null,
    ...overrides,
  };
}

const seatElement = (seat: number) => document.querySelector<HTMLElement>(`[data-seat="${seat}"]`)!;

describe('seat layout', () => {
  it('places 2 to 9 seats around the oval, each apart, the first at the bottom centre', () => {
    for (let count = MIN_SEATS; count <= MAX_SEATS; count += 1) {
      const places = seatPlaces(count);
      expect(places).toHaveLength(count);
      expect(places[0]).toMatchObject({ x: 50, side: 'bottom' });
      expect(places[0]!.y).toBeGreaterThan(90);
      for (const place of places) {
        expect(place.x).toBeGreaterThanOrEqual(0);
        expect(place.x).toBeLessThanOrEqual(100);
        // The bet and the dealer button lie on the felt (inside the rail's oval), away from the seat's plate.
        for (const [x, y] of [
          [place.betX, place.betY],
          [place.buttonX, place.buttonY],
        ] as const) {
          expect(((x - 50) / 42) ** 2 + ((y - 50) / 41) ** 2, `${count} seats`).toBeLessThan(1);
          expect(Math.hypot(x - place.x, y - place.y)).toBeGreaterThan(9);
        }
      }
      for (let a = 0; a < count; a += 1)
        for (let b = a + 1; b < count; b += 1) {
          const distance = Math.hypot(places[a]!.x - places[b]!.x, places[a]!.y - places[b]!.y);
          expect(distance, `${count} seats: ${a} and ${b}`).toBeGreaterThan(15);
        }
    }
    expect(() => seatPlaces(1)).toThrow(RangeError);
    expect(() => seatPlaces(10)).toThrow(RangeError);
  });

  it('goes clockwise from the viewer: the next seat sits to the viewer’s left', () => {
    const places = seatPlaces(6);
    expect(places[1]!.x).toBeLessThan(50);
    expect(placeIndexOf(3, 3, 6)).toBe(0);
    expect(placeIndexOf(4, 3, 6)).toBe(1);
    expect(placeIndexOf(2, 3, 6)).toBe(5);
    expect(placeIndexOf(2, null, 6)).toBe(2);
  });
});

describe('the felt table', () => {
  it('seats the viewer at the bottom and the others around, with names, stacks and cards', () => {
    const seats: SeatModel[] = model().seats.map((seat) =>
      seat.seat === 3
        ? { seat: 3, player: player('demo', { cards: [48, 51] }) }
        : seat.seat === 5
          ? { seat: 5, player: player('Mai', { cards: [null, null], bet: '4.00', note: 'Raise to 4.00' }) }
          : seat,
    );
    renderWithApp(<FeltTable model={model({ seats, viewerSeat: 3, dealerSeat: 5 })} />);
    expect(seatElement(3).style.left).toBe('50%');
    expect(parseFloat(seatElement(3).style.top)).toBeGreaterThan(90);
    expect(screen.getByRole('group', { name: 'Seat 4: demo' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ace of spades' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Face-down card' })).toHaveLength(2);
    expect(screen.getByText('Raise to 4.00')).toBeTruthy();
    expect(screen.getByLabelText('Dealer button')).toBeTruthy();
    expect(screen.getAllByText('Empty')).toHaveLength(4);
  });

  it('offers the empty seats to a viewer without one', () => {
    const onSit = vi.fn();
    const seats = model().seats.map((seat) => (seat.seat === 0 ? { seat: 0, player: player('Mai') } : seat));
    renderWithApp(<FeltTable model={model({ seats })} onSit={onSit} />);
    expect(screen.getAllByRole('button', { name: /^Sit here/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Sit here (seat 3)' }));
    expect(onSit).toHaveBeenCalledWith(2);
  });

  it('rings the seat whose turn it is, labels computer players and shows an away player reconnecting', () => {
    const seats = model({ seatCount: 2 }).seats.map((seat) =>
      seat.seat === 0
        ? { seat: 0, player: player('Bot Linh', { isComputer: true }) }
        : { seat: 1, player: player('Mai', { isDisconnected: true }) },
    );
    const turn = { seat: 0, deadlineMs: Date.now() + 10_000, totalMs: 15_000, bankMs: 30_000 };
    const { container } = renderWithApp(<FeltTable model={model({ seatCount: 2, seats, turn })} />);
    expect(seatElement(0).querySelector('circle[stroke-dasharray]')).toBeTruthy();
    expect(seatElement(1).querySelector('circle[stroke-dasharray]')).toBeNull();
    // The time bank waits for the turn's own 10 s left before it drains.
    const bank = screen.getByTestId('time-bank');
    expect(parseFloat(bank.style.animationDelay)).toBeGreaterThan(9_000);
    expect(bank.style.animationDuration).toBe('30000ms');
    expect(screen.getByText('Bot')).toBeTruthy();
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    expect(container.querySelectorAll('[data-seat]')).toHaveLength(2);
  });
  it('shows a long hand (Tiến Lên) as a small pile with its count, and none on the felt for the viewer', () => {
    const seats = model({ seatCount: 4 }).seats.map((seat) =>
      seat.seat === 0
        ? { seat: 0, player: player('demo', { cards: Array.from({ length: 13 }, (_, index) => index) }) }
        : seat.seat === 2
          ? { seat: 2, player: player('Mai', { cards: Array.from({ length: 13 }, () => null) }) }
          : seat,
    );
    renderWithApp(<FeltTable model={model({ seatCount: 4, seats, viewerSeat: 0 })} />);
    expect(screen.getByText('13 cards')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Face-down card' })).toHaveLength(3);
    expect(seatElement(0).querySelectorAll('svg[role="img"]')).toHaveLength(0);
  });
});
