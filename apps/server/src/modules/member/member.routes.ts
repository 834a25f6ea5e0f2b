import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { requesterKey } from '../session/captcha.service.ts';
import { countUnreadMessages, readMemberInfo } from './member-info.service.ts';
import { findMemberById } from './member.service.ts';
import {
  changePassword,
  requestResetLink,
  resetWithLink,
  resetWithSms,
  settlePasswordResetMails,
} from './password.service.ts';
import { register, resolveAffiliate } from './register.service.ts';

export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.memberRegister, async ({ body, request, reply, merchantConfig }) =>
    register(ctx, { body, mode: 'username', request, requester: requesterKey(request, reply), config: merchantConfig }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.memberRegisterMobile, async ({ body, request, reply, merchantConfig }) =>
    register(ctx, { body, mode: 'mobile', request, requester: requesterKey(request, reply), config: merchantConfig }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.memberInfo, async ({ session, merchantConfig }) =>
    readMemberInfo(ctx, session!.memberId, merchantConfig.currency.code),
  );

  registerEndpoint(app, ctx, ENDPOINTS.memberIcon, async ({ session, merchantConfig }) => {
    const info = await readMemberInfo(ctx, session!.memberId, merchantConfig.currency.code);
    return {
      vipLabel: info.memberLabel[0]?.labelName ?? null,
      unreadCount: await countUnreadMessages(ctx, session!.memberId),
    };
  });

  registerEndpoint(app, ctx, ENDPOINTS.memberAvatar, async ({ session }) => {
    const member = await findMemberById(ctx.database.db, session!.memberId);
    if (!member) throw new AppError('session.invalid');
    return { avatar: member.avatar, avatarType: member.avatarType };
  });

  registerEndpoint(app, ctx, ENDPOINTS.unreadCount, async ({ session }) => ({
    count: await countUnreadMessages(ctx, session!.memberId),
  }));

  registerEndpoint(app, ctx, ENDPOINTS.memberChangePassword, async ({ body, session, merchantConfig }) => {
    await changePassword(ctx, { memberId: session!.memberId, sessionId: session!.id, config: merchantConfig, ...body });
    return null;
  });

  registerEndpoint(app, ctx, ENDPOINTS.memberForgotByEmail, async ({ body, request, merchantConfig }) => {
    await requestResetLink(ctx, { ...body, request, config: merchantConfig });
    return null;
  });
  // Reset mails are written after their answer; the database must outlive them.
  app.addHook('onClose', settlePasswordResetMails);

  registerEndpoint(app, ctx, ENDPOINTS.memberResetByEmailLink, async ({ body, merchantConfig }) => {
    await resetWithLink(ctx, { ...body, config: merchantConfig });
    return null;
  });

  registerEndpoint(app, ctx, ENDPOINTS.memberForgotByPhone, async ({ body, merchantConfig }) =>
    resetWithSms(ctx, { ...body, config: merchantConfig }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentAffiliate, async ({ query, request }) => {
    const affiliate = await resolveAffiliate(ctx, query.code, query.domain ?? request.hostname);
    return { code: affiliate.code, valid: true as const };
  });
}
