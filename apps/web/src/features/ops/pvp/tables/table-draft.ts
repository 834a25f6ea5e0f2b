import type { PvpDeskTable, TableCreateBody } from '../api/tables.ts';

/** The form's fields as typed: amounts and counts as text, the rake as a percentage ("5" is 500 basis points). */
export type TableDraft = {
  game: PvpDeskTable['game'];
  name: string;
  stakeLevel: string;
  smallBlind: string;
  bigBlind: string;
  ante: string;
  rakePercent: string;
  rakeCap: string;
  minBuyIn: string;
  maxBuyIn: string;
  seats: string;
  turnSeconds: string;
  practice: boolean;
  botSeats: string;
  reason: string;
};

/** A new Hold'em table as the demo rooms are set (5% rake capped at 3 big blinds, 20 to 100 big blinds). */
const NEW_TABLE: TableDraft = {
  game: 'HOLDEM',
  name: '',
  stakeLevel: '',
  smallBlind: '0.50',
  bigBlind: '1.00',
  ante: '',
  rakePercent: '5',
  rakeCap: '3.00',
  minBuyIn: '20.00',
  maxBuyIn: '100.00',
  seats: '6',
  turnSeconds: '15',
  practice: false,
  botSeats: '0',
  reason: '',
};

export function draftOf(table: PvpDeskTable | null): TableDraft {
  if (!table) return NEW_TABLE;
  return {
    game: table.game,
    name: table.name,
    stakeLevel: table.stakeLevel,
    smallBlind: table.smallBlind ?? '',
    bigBlind: table.bigBlind ?? '',
    ante: table.ante ?? '',
    rakePercent: String(table.rakeBp / 100),
    rakeCap: table.rakeCap,
    minBuyIn: table.minBuyIn,
    maxBuyIn: table.maxBuyIn,
    seats: String(table.seats),
    turnSeconds: String(table.turnSeconds),
    practice: table.practice,
    botSeats: String(table.botSeats),
    reason: '',
  };
}

/** Text that is not a whole number becomes NaN, which the contract refuses on that field. */
const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : Number.NaN);
/** "5.5" → 550 basis points; anything but a percentage with at most two decimals is NaN. */
const basisPoints = (text: string) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : Number.NaN;
const amount = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The body of a create; an edit sends the same with the table's id (seats, practice and bots stay as they are). */
export function toCreateBody(draft: TableDraft): TableCreateBody {
  const isHoldem = draft.game === 'HOLDEM';
  return {
    game: draft.game,
    name: draft.name.trim(),
    stakeLevel: draft.stakeLevel.trim(),
    smallBlind: isHoldem ? amount(draft.smallBlind) : undefined,
    bigBlind: isHoldem ? amount(draft.bigBlind) : undefined,
    ante: isHoldem ? undefined : amount(draft.ante),
    rakeBp: basisPoints(draft.rakePercent),
    rakeCap: draft.rakeCap.trim(),
    minBuyIn: draft.minBuyIn.trim(),
    maxBuyIn: draft.maxBuyIn.trim(),
    seats: whole(draft.seats),
    turnSeconds: whole(draft.turnSeconds),
    practice: draft.practice,
    botSeats: draft.practice ? whole(draft.botSeats) : 0,
    reason: draft.reason.trim(),
  };
}

export function toUpdateBody(tableId: number, draft: TableDraft) {
  const { seats: _seats, practice: _practice, botSeats: _bots, status: _status, ...terms } = toCreateBody(draft);
  return { ...terms, tableId };
}
