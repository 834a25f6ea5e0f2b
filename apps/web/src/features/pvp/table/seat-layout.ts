/**
 * Where seats stand around the oval, in percent of the table box. The viewer's own seat is always at the bottom
 * centre (as every card room draws it), the others follow clockwise in seat order: bottom, left, top, right.
 */
export type SeatPlace = {
  /** Centre of the seat's plate. */
  x: number;
  y: number;
  /** Where its bet lies: part way from the seat towards the middle of the felt. */
  betX: number;
  betY: number;
  /** Which side of the table it sits on, for what leans where (the dealer button, a bet label). */
  side: 'bottom' | 'left' | 'top' | 'right';
};

export const MIN_SEATS = 2;
export const MAX_SEATS = 9;

const SEAT_RADIUS_X = 45;
const SEAT_RADIUS_Y = 42;
const BET_RADIUS_X = 30;
const BET_RADIUS_Y = 25;

function sideOf(angle: number): SeatPlace['side'] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  if (Math.abs(sin) * 1.3 >= Math.abs(cos)) return sin > 0 ? 'bottom' : 'top';
  return cos < 0 ? 'left' : 'right';
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The places of a table of `seatCount` seats, index 0 at the bottom centre, then clockwise. */
export function seatPlaces(seatCount: number): SeatPlace[] {
  if (!Number.isInteger(seatCount) || seatCount < MIN_SEATS || seatCount > MAX_SEATS)
    throw new RangeError(`a table has ${MIN_SEATS}–${MAX_SEATS} seats, not ${seatCount}`);
  return Array.from({ length: seatCount }, (_, index) => {
    // Screen angles grow clockwise (y points down): π/2 is the bottom, π the left, 3π/2 the top.
    const angle = Math.PI / 2 + (index * 2 * Math.PI) / seatCount;
    return {
      x: round(50 + SEAT_RADIUS_X * Math.cos(angle)),
      y: round(50 + SEAT_RADIUS_Y * Math.sin(angle)),
      betX: round(50 + BET_RADIUS_X * Math.cos(angle)),
      betY: round(50 + BET_RADIUS_Y * Math.sin(angle)),
      side: sideOf(angle),
    };
  });
}

/**
 * The place index of a seat number: the viewer's seat (or seat 0 for a spectator) takes place 0.
 * Seat numbers run 0..seatCount-1.
 */
export function placeIndexOf(seat: number, viewerSeat: number | null, seatCount: number): number {
  const anchor = viewerSeat ?? 0;
  return (((seat - anchor) % seatCount) + seatCount) % seatCount;
}
