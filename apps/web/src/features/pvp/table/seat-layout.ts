/**
 * Where seats stand around the oval, in percent of the table box. The viewer's own seat is always at the bottom
 * centre (as every card room draws it), the others follow clockwise in seat order: bottom, left, top, right.
 */
export type SeatPlace = {
  /** Centre of the seat's plate. */
  x: number;
  y: number;
  /** Where its bet lies: on the felt in front of the seat, clear of the seat's cards. */
  betX: number;
  betY: number;
  /** Where the dealer button lies when this seat has it: beside the seat, on the other side from the bet. */
  buttonX: number;
  buttonY: number;
  /** Which side of the table it sits on, for what leans where (the dealer button, a bet label). */
  side: 'bottom' | 'left' | 'top' | 'right';
};

export const MIN_SEATS = 2;
export const MAX_SEATS = 9;

const SEAT_RADIUS_X = 45;
const SEAT_RADIUS_Y = 42;
/** How far a bet lies from its seat (percent of the box): across, and towards the middle. */
const BET_ACROSS = 12;
const BET_INWARD_TOP_BOTTOM = 13;
const BET_ACROSS_SIDES = 14;

function sideOf(angle: number): SeatPlace['side'] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  if (Math.abs(sin) * 1.3 >= Math.abs(cos)) return sin > 0 ? 'bottom' : 'top';
  return cos < 0 ? 'left' : 'right';
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The felt's oval inside the rail, in percent of the box, and how far into it chips may lie. */
const FELT_RADIUS_X = 42;
const FELT_RADIUS_Y = 41;
const FELT_USABLE = 0.86;

/** A point pulled straight towards the middle until it lies on the felt, clear of the rail. */
function onFelt(x: number, y: number): [number, number] {
  const reach = Math.hypot((x - 50) / FELT_RADIUS_X, (y - 50) / FELT_RADIUS_Y);
  const scale = reach > FELT_USABLE ? FELT_USABLE / reach : 1;
  return [round(50 + (x - 50) * scale), round(50 + (y - 50) * scale)];
}

/** The places of a table of `seatCount` seats, index 0 at the bottom centre, then clockwise. */
export function seatPlaces(seatCount: number): SeatPlace[] {
  if (!Number.isInteger(seatCount) || seatCount < MIN_SEATS || seatCount > MAX_SEATS)
    throw new RangeError(`a table has ${MIN_SEATS}–${MAX_SEATS} seats, not ${seatCount}`);
  return Array.from({ length: seatCount }, (_, index) => {
    // Screen angles grow clockwise (y points down): π/2 is the bottom, π the left, 3π/2 the top.
    const angle = Math.PI / 2 + (index * 2 * Math.PI) / seatCount;
    const x = 50 + SEAT_RADIUS_X * Math.cos(angle);
    const y = 50 + SEAT_RADIUS_Y * Math.sin(angle);
    return placeAround(x, y, sideOf(angle));
  });
}

/**
 * A seat at the top or bottom holds its cards towards the middle (below or above its plate), so its bet goes beside
 * them, towards the middle of the table's width; a seat at the left or right has its cards above its plate, so its
 * bet lies straight towards the middle. The dealer button takes the other side.
 */
function placeAround(x: number, y: number, side: SeatPlace['side']): SeatPlace {
  const towardsMiddle = x <= 50 ? 1 : -1;
  if (side === 'left' || side === 'right') {
    const [betX, betY] = onFelt(x + towardsMiddle * BET_ACROSS_SIDES, y + (50 - y) * 0.25);
    const [buttonX, buttonY] = onFelt(x + towardsMiddle * 7, y <= 50 ? y + 10 : y - 10);
    return { x: round(x), y: round(y), betX, betY, buttonX, buttonY, side };
  }
  // The seat in the middle of the bottom (the viewer's) puts its bet to its left and the button to its right.
  const isCentre = Math.abs(x - 50) < 1;
  const across = isCentre ? -1 : towardsMiddle;
  const inward = side === 'bottom' ? -BET_INWARD_TOP_BOTTOM : BET_INWARD_TOP_BOTTOM;
  const [betX, betY] = onFelt(x + across * BET_ACROSS, y + inward);
  // Off the centre the rail curves in: the button goes further towards the middle instead of further out.
  const [buttonX, buttonY] = onFelt(x - across * (isCentre ? 10 : 6), y + inward * (isCentre ? 0.6 : 1.2));
  return { x: round(x), y: round(y), betX, betY, buttonX, buttonY, side };
}

/**
 * The place index of a seat number: the viewer's seat (or seat 0 for a spectator) takes place 0.
 * Seat numbers run 0..seatCount-1.
 */
export function placeIndexOf(seat: number, viewerSeat: number | null, seatCount: number): number {
  const anchor = viewerSeat ?? 0;
  return (((seat - anchor) % seatCount) + seatCount) % seatCount;
}
