import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_STATUSES, kycDocumentSchema, kycStateSchema } from '../member/kyc.ts';
import { pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { reasonInput } from './ops-money-endpoints.ts';

const opsEndpoint = { modules: [], token: 'operator', encrypted: false, tag: 'ops' } as const;
const documentId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const opsKycDocumentSchema = kycDocumentSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** The member's tier now (before this document's decision when it is pending). */
  tier: z.number().int(),
  reviewer: z.string().nullable(),
});

export const opsKycQueue = defineEndpoint({
  ...opsEndpoint,
  method: 'GET',
  path: '/ops/api/kyc/documents',
  summary: 'Verification documents, oldest pending first (or by status and kind), with the pending total',
  query: z.object({
    ...pageQuery,
    status: z.enum(KYC_DOCUMENT_STATUSES).default('PENDING'),
    kind: z.enum(KYC_DOCUMENT_KINDS).optional(),
  }),
  value: pageOf(opsKycDocumentSchema).extend({ pendingTotal: z.number().int() }),
});

export const opsKycDocumentImage = defineEndpoint({
  ...opsEndpoint,
  method: 'GET',
  path: '/ops/api/kyc/document/image',
  summary: "One verification document's image, base64 (show it as a data: URL)",
  query: z.object({ documentId }),
  value: z.object({ documentId: z.number().int(), mime: z.string(), size: z.number().int(), dataBase64: z.string() }),
});

export const opsKycReview = defineEndpoint({
  ...opsEndpoint,
  method: 'POST',
  path: '/ops/api/kyc/review',
  summary:
    "Approve or reject a pending document with a reason (audited; the member's inbox says which, a rejection with the reason); an approval may raise the tier",
  body: z.object({ documentId, decision: z.enum(['APPROVE', 'REJECT']), reason: reasonInput }),
  value: z.object({ document: opsKycDocumentSchema, tierBefore: z.number().int(), tierAfter: z.number().int() }),
});

export const opsKycMember = defineEndpoint({
  ...opsEndpoint,
  method: 'GET',
  path: '/ops/api/kyc/member',
  summary: "A member's verification for the player 360 page: tier, limits and every document ever uploaded",
  query: z.object({ memberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  value: kycStateSchema.extend({ history: z.array(opsKycDocumentSchema) }),
});
