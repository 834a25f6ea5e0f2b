import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { singleLineText } from '../common/text.ts';
import { reasonInput } from './pvp-ops-schemas.ts';
import { tableIdInput } from './pvp-schemas.ts';

/*
 * The card rooms' chat at the desk (/ops → Card rooms → Chat, admin): the site-wide switch for free-text chat, the
 * word list the server masks in every free-text line, a table's own switch, and the members muted at the tables.
 * Every change is audited with its reason. Phrases and emoji are always on; free text needs both switches.
 */

/** The most words the filter holds; each is matched without regard to case, spaces or punctuation between letters. */
export const PVP_CHAT_MAX_WORDS = 500;
export const chatWordInput = singleLineText().trim().min(2).max(40);

export const opsPvpChatMuteSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** When the mute ends; null: until an operator lifts it. */
  until: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});

export const opsPvpChatSchema = z.object({
  /** The site-wide switch: free text at the tables whose own switch is on too. */
  freeText: z.boolean(),
  words: z.array(z.string()),
  updatedAt: z.string(),
  /** Mutes in force (ended ones are left out), newest first. */
  mutes: z.array(opsPvpChatMuteSchema),
  /** The tables whose own switch is on. */
  freeChatTables: z.array(z.object({ tableId: z.number().int(), name: z.string() })),
});
export type OpsPvpChat = z.infer<typeof opsPvpChatSchema>;

const chatEndpoint = { modules: [], token: 'operator', encrypted: false, tag: 'ops-pvp' } as const;

export const opsPvpChat = defineEndpoint({
  ...chatEndpoint,
  method: 'GET',
  path: '/ops/api/pvp/chat',
  summary: "The card rooms' chat: the site-wide free-text switch, the word list, the tables with free text, the mutes",
  value: opsPvpChatSchema,
});

export const opsPvpChatUpdate = defineEndpoint({
  ...chatEndpoint,
  method: 'PUT',
  path: '/ops/api/pvp/chat',
  summary:
    'Sets the site-wide free-text switch and the word list (each word masked in free-text lines from now on; audited)',
  body: z.object({
    freeText: z.boolean(),
    words: z.array(chatWordInput).max(PVP_CHAT_MAX_WORDS),
    reason: reasonInput,
  }),
  value: opsPvpChatSchema,
});

export const opsPvpChatTable = defineEndpoint({
  ...chatEndpoint,
  method: 'POST',
  path: '/ops/api/pvp/chat/table',
  summary: "Switches one table's free-text chat on or off (it also needs the site-wide switch; audited)",
  body: z.object({ tableId: tableIdInput, freeChat: z.boolean(), reason: reasonInput }),
  value: opsPvpChatSchema,
});

export const opsPvpChatMute = defineEndpoint({
  ...chatEndpoint,
  method: 'POST',
  path: '/ops/api/pvp/chat/mute',
  summary:
    'Mutes a member at every card table (no chat at all: phrases, emoji or text) for some days or until lifted, or lifts the mute (audited)',
  body: z.object({
    /** The member's account name. */
    member: singleLineText().trim().min(1).max(40),
    muted: z.boolean(),
    /** How many days the mute lasts; none: until lifted. */
    days: z.number().int().min(1).max(3650).optional(),
    reason: reasonInput,
  }),
  value: opsPvpChatSchema,
});
