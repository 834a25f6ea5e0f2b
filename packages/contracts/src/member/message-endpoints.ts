import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../wallet/wallet-common.ts';

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'messages',
  summary: 'Number of unread inbox messages of the member',
  value: z.object({ count: z.number().int().min(0) }),
});

/** Kinds the server posts; the site translates these by kind and fills in `params`. OPERATOR messages are shown as written. */
export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The stored text (English for money messages, the operator's words for OPERATOR). */
  title: z.string(),
  body: z.string(),
  params: z.record(z.string(), z.string()).nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});

export const MESSAGE_FILTERS = ['all', 'unread'] as const;

export const messageList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'messages',
  summary: "The member's inbox, newest first, all or unread only, with the unread count",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    filter: z.enum(MESSAGE_FILTERS).default('all'),
  }),
  value: pageOf(messageSchema).extend({ unreadCount: z.number().int().min(0) }),
});

const messageIds = z.array(z.number().int().positive()).min(1).max(100);

export const messageRead = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_markRead',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'messages',
  summary: "Mark messages read: { ids } or { all: true }; ids of other members' messages change nothing",
  body: z.union([z.object({ ids: messageIds }).strict(), z.object({ all: z.literal(true) }).strict()]),
  value: z.object({ updated: z.number().int().min(0), unreadCount: z.number().int().min(0) }),
});

export const messageDelete = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_deleteMessage',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'messages',
  summary: "Delete some of the member's own messages; ids of other members' messages change nothing",
  body: z.object({ ids: messageIds }).strict(),
  value: z.object({ deleted: z.number().int().min(0), unreadCount: z.number().int().min(0) }),
});
