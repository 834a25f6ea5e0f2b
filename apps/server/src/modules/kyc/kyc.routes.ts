import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { findMemberById } from '../member/member.service.ts';
import { listKycQueue, readKycImage, readMemberKyc, reviewKycDocument } from './kyc-review.service.ts';
import { readKycState, uploadKycDocument } from './kyc.service.ts';

/** The member's verification page and the desk's review queue (modules/kyc/README.md). */
export function registerKycRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  registerEndpoint(app, ctx, ENDPOINTS.kycState, async ({ session }) => {
    return (await readKycState(db, session!.memberId)).state;
  });

  registerEndpoint(app, ctx, ENDPOINTS.kycDocumentUpload, async ({ session, request, query }) =>
    uploadKycDocument(ctx, { session, request, kind: query.kind }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsKycQueue, async ({ query }) => listKycQueue(ctx, query));

  registerEndpoint(app, ctx, ENDPOINTS.opsKycDocumentImage, async ({ operator, query }) =>
    readKycImage(ctx, operator!, query.documentId),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsKycReview, async ({ operator, merchantConfig, body }) =>
    reviewKycDocument(ctx, { operator: operator!, config: merchantConfig, body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsKycMember, async ({ query }) => {
    if (!(await findMemberById(db, query.memberId))) throw new AppError('member.not.found');
    return readMemberKyc(ctx, query.memberId);
  });
}
