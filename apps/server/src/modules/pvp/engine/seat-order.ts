/**
 * Seat order around a table, shared by every game. Seats are numbered clockwise, so "to the left" of a seat is
 * the next higher number, wrapping to the lowest.
 */
export function playersClockwiseAfter<T extends { seat: number }>(players: readonly T[], seat: number): T[] {
  const sorted = [...players].sort((a, b) => a.seat - b.seat);
  const after = sorted.filter((player) => player.seat > seat);
  return [...after, ...sorted.filter((player) => player.seat <= seat)];
}

export function nextSeatClockwise(seats: readonly number[], afterSeat: number): number {
  const next = playersClockwiseAfter(
    seats.map((seat) => ({ seat })),
    afterSeat,
  )[0];
  if (!next) throw new RangeError('no seats');
  return next.seat;
}
