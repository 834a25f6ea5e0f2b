import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_STATUSES } from '../common/constants.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { multiLineText } from '../common/text.ts';

export const feedbackSchema = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  imageCount: z.number().int(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const feedbackSubmit = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'feedback',
  summary: `Send feedback: a category, ${FEEDBACK_MIN} to ${FEEDBACK_MAX} characters, and up to 3 images uploaded before (withdrawalProofUpload ids)`,
  body: z.object({
    category: z.enum(FEEDBACK_CATEGORIES),
    content: multiLineText().trim().min(FEEDBACK_MIN).max(FEEDBACK_MAX),
    imageIds: z.array(z.number().int().positive()).max(3).default([]),
  }),
  value: z.object({ id: z.number().int() }),
});

export const feedbackList = defineEndpoint({
  method: 'GET',
  path: '/wps/feedback',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'feedback',
  summary: 'My feedback, newest first, with its status and the operator reply',
  query: z.object({ ...pageQuery }),
  value: pageOf(feedbackSchema),
});

export const opsFeedbackItemSchema = feedbackSchema.extend({ username: z.string() });

export const opsFeedbackList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/feedback',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Member feedback, newest first, optionally by status',
  query: z.object({ ...pageQuery, status: z.enum(FEEDBACK_STATUSES).optional() }),
  value: pageOf(opsFeedbackItemSchema),
});

export const opsFeedbackReply = defineEndpoint({
  method: 'POST',
  path: '/ops/api/feedback/reply',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Reply to a feedback (audited); the member gets the reply in the inbox',
  body: z.object({ id: z.number().int().positive(), reply: multiLineText().trim().min(2).max(FEEDBACK_MAX) }),
  value: opsFeedbackItemSchema,
});
