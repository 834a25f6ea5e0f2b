// The player's chips on one round, in integer minor units (bigint, never a float): chips placed but not yet sent
// (pending, which the player may clear) and chips the server has taken (confirmed, which stay until the round ends).

export type Stakes = ReadonlyMap<string, bigint>;

/** Decimal text ("12.50") as minor units at the currency's scale; null when it is not such an amount. */
export function parseMinor(text: string, scale: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > scale) return null;
  return BigInt(match[1]!) * 10n ** BigInt(scale) + BigInt((match[2] ?? '').padEnd(scale, '0') || '0');
}

/** Minor units as decimal text at the currency's scale. */
export function formatMinor(minor: bigint, scale: number): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(scale + 1, '0');
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A short chip label: "5", "2.5", "1K", "10K" (the chip face has room for four characters). */
export function chipLabel(minor: bigint, scale: number): string {
  const unit = 10n ** BigInt(scale);
  if (minor % unit !== 0n) return formatMinor(minor, scale).replace(/0+$/, '');
  const whole = minor / unit;
  if (whole >= 1000n && whole % 1000n === 0n) return `${whole / 1000n}K`;
  return whole.toString();
}

/** The chip values offered: 1, 5, 10, 50, 100 and 500 times the table's least bet on a spot. */
export function chipValues(minBet: bigint): bigint[] {
  return [1n, 5n, 10n, 50n, 100n, 500n].map((factor) => minBet * factor);
}

/**
 * What the stakes cost: an announced roulette bet's amount is per chip and it places several (`chipsOf` says how
 * many; one for every other spot).
 */
export const costOf = (stakes: Stakes, chipsOf: (spot: string) => number = () => 1): bigint =>
  [...stakes.entries()].reduce((sum, [spot, amount]) => sum + amount * BigInt(chipsOf(spot)), 0n);

/** Stakes read from the API's `{ spot: "5.00" }`; amounts that do not parse are left out. */
export function stakesFromJson(bets: Record<string, string> | null | undefined, scale: number): Map<string, bigint> {
  const stakes = new Map<string, bigint>();
  for (const [spot, text] of Object.entries(bets ?? {})) {
    const amount = parseMinor(text, scale);
    if (amount !== null && amount > 0n) stakes.set(spot, amount);
  }
  return stakes;
}

/**
 * One round's chips. `round` is the round the chips belong to: pending chips never carry over into another round,
 * and confirmed chips are whatever the server last said for this round.
 */
export type BetSlip = {
  round: number;
  pending: Map<string, bigint>;
  confirmed: Map<string, bigint>;
  /** Pending placements in order, so Undo takes back the last chip. */
  placed: { spot: string; amount: bigint }[];
};

export const emptySlip = (round: number): BetSlip => ({ round, pending: new Map(), confirmed: new Map(), placed: [] });

/** Moves the slip to `round`: a new round starts with nothing pending and nothing confirmed. */
export const slipForRound = (slip: BetSlip, round: number): BetSlip => (slip.round === round ? slip : emptySlip(round));

export function addChip(slip: BetSlip, spot: string, amount: bigint): BetSlip {
  const pending = new Map(slip.pending);
  pending.set(spot, (pending.get(spot) ?? 0n) + amount);
  return { ...slip, pending, placed: [...slip.placed, { spot, amount }] };
}

/** Clear removes pending chips only: confirmed ones are the server's. */
export const clearPending = (slip: BetSlip): BetSlip => ({ ...slip, pending: new Map(), placed: [] });

/** Takes back the last pending chip. */
export function undoChip(slip: BetSlip): BetSlip {
  const last = slip.placed.at(-1);
  if (!last) return slip;
  const pending = new Map(slip.pending);
  const left = (pending.get(last.spot) ?? 0n) - last.amount;
  if (left > 0n) pending.set(last.spot, left);
  else pending.delete(last.spot);
  return { ...slip, pending, placed: slip.placed.slice(0, -1) };
}

/** Rebet: the previous round's chips become pending chips of this round (added to any already pending). */
export function rebet(slip: BetSlip, previous: Stakes): BetSlip {
  let next = slip;
  for (const [spot, amount] of previous) next = addChip(next, spot, amount);
  return next;
}

/**
 * Double: with chips pending, each pending spot doubles; with none pending, the confirmed chips are staked again
 * as pending (confirming then doubles what is on the table).
 */
export function double(slip: BetSlip): BetSlip {
  const source = slip.pending.size > 0 ? slip.pending : slip.confirmed;
  return rebet(slip, new Map(source));
}

/** After the server took the pending chips: its answer (all my chips this round) is the confirmed set. */
export const confirmed = (slip: BetSlip, serverBets: Stakes): BetSlip => ({
  ...slip,
  pending: new Map(),
  placed: [],
  confirmed: new Map(serverBets),
});

/** The chips to send: pending spots in board order as the API takes them. */
export const pendingBets = (slip: BetSlip, scale: number): { spot: string; amount: string }[] =>
  [...slip.pending.entries()].map(([spot, amount]) => ({ spot, amount: formatMinor(amount, scale) }));
