import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { listInbox, readMessages, removeMessages } from './inbox.service.ts';
import { listSentMessages, sendOperatorMessage } from './ops-messages.service.ts';

/** The member's inbox (platform information) and the operators' messages to members. */
export function registerInboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.messageList, async ({ session, query }) =>
    listInbox(ctx, { session: session!, ...query }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.messageRead, async ({ session, body }) =>
    readMessages(ctx, { session: session!, ids: 'all' in body ? 'all' : body.ids }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.messageDelete, async ({ session, body }) =>
    removeMessages(ctx, { session: session!, ids: body.ids }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMessageSend, async ({ operator, body }) =>
    sendOperatorMessage(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMessageHistory, async ({ query }) => listSentMessages(ctx, query));
}
