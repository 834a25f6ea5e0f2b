import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

export const unreadCount = defineEndpoint({
  method: 'GET', path: '/wps/relay/CSP_unreadCount', modules: [], token: 'member', encrypted: false, tag: 'messages',
  summary: 'Number of unread inbox messages of the member',
  value: z.object({ count: z.number().int().min(0) }),
});
