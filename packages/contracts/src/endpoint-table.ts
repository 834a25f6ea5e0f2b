/**
 * The one endpoint table: every API call of the site with its path, method, modules,
 * token rule and encryption flag. The server registers routes from it and enforces
 * it; the web client is generated from it.
 */
import * as vendors from './games/vendor-endpoints.ts';
import * as member from './member/member-endpoints.ts';
import * as messages from './member/message-endpoints.ts';
import * as session from './session/session-endpoints.ts';
import * as system from './system/system-endpoints.ts';

export const ENDPOINTS = {
  systemStatus: system.systemStatus,
  systemWhitelabel: system.systemWhitelabel,
  systemRegisterSettings: system.systemRegisterSettings,
  systemDomainRoute: system.systemDomainRoute,
  systemHelpCenter: system.systemHelpCenter,
  systemNotices: system.systemNotices,
  systemBanners: system.systemBanners,
  captchaImage: session.captchaImage,
  sessionLogin: session.sessionLogin,
  sessionFreePlay: session.sessionFreePlay,
  sessionLogout: session.sessionLogout,
  smsNoLogin: session.smsNoLogin,
  smsRegister: session.smsRegister,
  memberRegister: member.memberRegister,
  memberRegisterMobile: member.memberRegisterMobile,
  memberInfo: member.memberInfo,
  memberIcon: member.memberIcon,
  memberAvatar: member.memberAvatar,
  memberChangePassword: member.memberChangePassword,
  memberForgotByEmail: member.memberForgotByEmail,
  memberResetByEmailLink: member.memberResetByEmailLink,
  memberForgotByPhone: member.memberForgotByPhone,
  agentAffiliate: member.agentAffiliate,
  walletBalance: member.walletBalance,
  unreadCount: messages.unreadCount,
  gameVendor: vendors.gameVendor,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
