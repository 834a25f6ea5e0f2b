import type { OpsPvpChat } from '@lucky/contracts/pvp/pvp-chat-endpoints';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { forgetChatSettings } from './pvp-chat.service.ts';
import {
  deleteChatMute,
  findMemberByUsername,
  findMutedRow,
  listChatMutes,
  listFreeChatTables,
  readChatSettings,
  upsertChatMute,
  writeChatSettings,
} from './pvp-chat.repository.ts';
import { lockTable, updateTable } from './pvp-ops.repository.ts';

/* The desk's side of the card rooms' chat (pvp-chat-endpoints.ts): the switches, the word list, the mutes. */

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function readOpsPvpChat(ctx: AppContext): Promise<OpsPvpChat> {
  const db = ctx.database.db;
  const [settings, mutes, tables] = await Promise.all([
    readChatSettings(db),
    listChatMutes(db, ctx.now()),
    listFreeChatTables(db),
  ]);
  return {
    freeText: settings.freeText,
    words: settings.words,
    updatedAt: settings.updatedAt.toISOString(),
    mutes: mutes.map((mute) => ({ ...mute, until: iso(mute.until), createdAt: mute.createdAt.toISOString() })),
    freeChatTables: tables,
  };
}

/** The list is kept as typed (trimmed), once per word regardless of case. */
function uniqueWords(words: string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.normalize('NFKC').toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function updateOpsPvpChat(
  ctx: AppContext,
  input: { operator: ActiveOperator; body: { freeText: boolean; words: string[]; reason: string } },
): Promise<OpsPvpChat> {
  const db = ctx.database.db;
  const words = uniqueWords(input.body.words);
  await inTransaction(db, async (tx) => {
    const before = await readChatSettings(tx, { lock: true });
    await writeChatSettings(tx, { freeText: input.body.freeText, words, now: ctx.now() });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'pvp.chat.settings',
      targetType: 'pvp_chat',
      reason: input.body.reason,
      before: { freeText: before.freeText, words: before.words },
      after: { freeText: input.body.freeText, words },
    });
  });
  forgetChatSettings(db);
  return readOpsPvpChat(ctx);
}

/** One table's switch; its runtime reads the row again within a few seconds and sends its viewers the change. */
export async function setOpsPvpChatTable(
  ctx: AppContext,
  input: { operator: ActiveOperator; body: { tableId: number; freeChat: boolean; reason: string } },
): Promise<OpsPvpChat> {
  const { body } = input;
  await inTransaction(ctx.database.db, async (tx) => {
    const table = await lockTable(tx, body.tableId);
    if (!table) throw new AppError('pvp.table.not.found');
    if (table.freeChat === body.freeChat) return;
    await updateTable(tx, table.id, { freeChat: body.freeChat });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'pvp.table.chat',
      targetType: 'pvp_table',
      targetId: String(table.id),
      reason: body.reason,
      before: { freeChat: table.freeChat },
      after: { freeChat: body.freeChat },
    });
  });
  return readOpsPvpChat(ctx);
}

/** Mutes a member at every table (for some days, or until lifted), or lifts the mute. */
export async function muteOpsPvpChat(
  ctx: AppContext,
  input: {
    operator: ActiveOperator;
    body: { member: string; muted: boolean; days?: number | undefined; reason: string };
  },
): Promise<OpsPvpChat> {
  const { body } = input;
  const now = ctx.now();
  await inTransaction(ctx.database.db, async (tx) => {
    const member = await findMemberByUsername(tx, body.member);
    if (!member) throw new AppError('member.not.found');
    const before = await findMutedRow(tx, member.id);
    const until = body.days === undefined ? null : new Date(now.getTime() + body.days * DAY_MS);
    if (body.muted) await upsertChatMute(tx, { memberId: member.id, until, reason: body.reason, now });
    else if (before) await deleteChatMute(tx, member.id);
    else return;
    await recordAudit(tx, {
      operator: input.operator,
      action: body.muted ? 'pvp.chat.mute' : 'pvp.chat.unmute',
      targetType: 'member',
      targetId: String(member.id),
      reason: body.reason,
      before: before ? { until: iso(before.until) } : null,
      after: body.muted ? { until: iso(until) } : null,
    });
  });
  return readOpsPvpChat(ctx);
}
