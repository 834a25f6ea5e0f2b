import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import {
  listAllFeedback,
  listMyFeedback,
  readFeedbackImage,
  replyToFeedback,
  submitFeedback,
} from './feedback.service.ts';

/** Member feedback and the operators' replies. */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.feedbackSubmit, async ({ session, body }) =>
    submitFeedback(ctx, { session, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.feedbackList, async ({ session, query }) =>
    listMyFeedback(ctx, { session, page: query }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsFeedbackList, async ({ query }) =>
    listAllFeedback(ctx, { page: query, status: query.status }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsFeedbackReply, async ({ operator, merchantConfig, body }) =>
    replyToFeedback(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsFeedbackImage, async ({ query }) => readFeedbackImage(ctx, query));
}
