import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { approveAdjustment, listAdjustmentQueue, rejectAdjustment } from './adjustments.service.ts';
import { answerTerminationRequest, createTopLevelAgent, readAgentTree } from './agent-network.service.ts';
import { readMemberDetail, readMemberRecords } from './member-360.service.ts';
import { annotateMember, runMemberAction } from './member-actions.service.ts';
import { changeAccountType, moveMember } from './member-network.service.ts';
import { findMembers } from './member-search.service.ts';

/** The back office's member desk, the second operator's adjustment queue and the agent network (issue 19). */
export function registerMemberDeskRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsMemberSearch, async ({ merchantConfig, query }) =>
    findMembers(ctx, { config: merchantConfig, query }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMemberDetail, async ({ operator, merchantConfig, query }) =>
    readMemberDetail(ctx, { operator: operator!, config: merchantConfig, memberId: query.memberId }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMemberRecords, async ({ merchantConfig, query }) =>
    readMemberRecords(ctx, { config: merchantConfig, ...query }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMemberAction, async ({ operator, body }) =>
    runMemberAction(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMemberNote, async ({ operator, body }) =>
    annotateMember(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMemberMove, async ({ operator, body }) =>
    moveMember(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMemberAccountType, async ({ operator, body }) =>
    changeAccountType(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsAdjustmentQueue, async ({ merchantConfig, query }) =>
    listAdjustmentQueue(ctx, { config: merchantConfig, ...query }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsAdjustmentApprove, async ({ operator, merchantConfig, body }) =>
    approveAdjustment(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsAdjustmentReject, async ({ operator, merchantConfig, body }) =>
    rejectAdjustment(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsAgentTree, async ({ query }) => readAgentTree(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.opsAgentCreate, async ({ operator, merchantConfig, body }) =>
    createTopLevelAgent(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsContractTerminationAnswer, async ({ operator, body }) =>
    answerTerminationRequest(ctx, { operator: operator!, ...body }),
  );
}
