import type { PvpChatMessage } from '@lucky/contracts/pvp/pvp-schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { compileWordFilter, type WordFilter } from './pvp-chat-filter.ts';
import { isChatMuted, readChatSettings } from './pvp-chat.repository.ts';

/**
 * The chat's rules at the table (README, "Chat"): phrases and emoji always; free text where the operator switched it
 * on site-wide and at the table; the word list masked in every free-text line; nothing from a muted member. The
 * settings are read at most every CHAT_SETTINGS_MS per instance (the desk's change reaches every instance within it,
 * and this one at once).
 */
export const CHAT_SETTINGS_MS = 5000;

export type ChatSettings = { freeText: boolean; words: readonly string[]; mask: WordFilter; readAt: number };

const cache = new WeakMap<Db, ChatSettings>();

export async function chatSettings(db: Db): Promise<ChatSettings> {
  const known = cache.get(db);
  if (known && Date.now() - known.readAt < CHAT_SETTINGS_MS) return known;
  const row = await readChatSettings(db);
  const settings = { freeText: row.freeText, words: row.words, mask: compileWordFilter(row.words), readAt: Date.now() };
  cache.set(db, settings);
  return settings;
}

/** The site-wide switch as last read (for a snapshot, which is built without waiting); off until first read. */
export const siteFreeChat = (db: Db): boolean => cache.get(db)?.freeText ?? false;

/** After the desk changed the settings: this instance reads them again at the next line. */
export const forgetChatSettings = (db: Db): void => void cache.delete(db);

/** A chat line as it may go out (free text masked), or the refusal's code. */
export async function screenChat(
  db: Db,
  input: { memberId: number; tableFreeChat: boolean; message: PvpChatMessage; now: Date },
): Promise<PvpChatMessage> {
  if (await isChatMuted(db, input.memberId, input.now)) throw new AppError('pvp.chat.muted');
  const { message } = input;
  if (message.kind !== 'text') return message;
  const settings = await chatSettings(db);
  if (!settings.freeText || !input.tableFreeChat) throw new AppError('pvp.chat.off');
  return { kind: 'text', text: settings.mask(message.text) };
}
