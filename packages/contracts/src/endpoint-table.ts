/**
 * The one endpoint table: every API call of the site with its path, method, modules,
 * token rule and encryption flag. The server registers routes from it and enforces
 * it; the web client is generated from it.
 */
import * as agent from './agent/agent-endpoints.ts';
import * as agentNetwork from './agent/agent-network-endpoints.ts';
import * as contracts from './agent/contract-endpoints.ts';
import * as catalogue from './games/catalogue-endpoints.ts';
import * as favourites from './games/favourite-endpoints.ts';
import * as jackpot from './games/jackpot-endpoints.ts';
import * as launch from './games/launch-endpoints.ts';
import * as records from './games/record-endpoints.ts';
import * as vendors from './games/vendor-endpoints.ts';
import * as lottery from './lottery/lottery-endpoints.ts';
import * as feedback from './member/feedback-endpoints.ts';
import * as kyc from './member/kyc-endpoints.ts';
import * as member from './member/member-endpoints.ts';
import * as messages from './member/message-endpoints.ts';
import * as missions from './missions/mission-endpoints.ts';
import { OPS_ENDPOINTS } from './ops-endpoint-table.ts';
import { withOperatorRoles } from './ops/role-matrix.ts';
import * as points from './points/points-endpoints.ts';
import * as promotions from './promotions/promotion-endpoints.ts';
import * as pvp from './pvp/pvp-endpoints.ts';
import * as referral from './referral/referral-endpoints.ts';
import * as responsiblePlay from './responsible-play/responsible-play-endpoints.ts';
import * as session from './session/session-endpoints.ts';
import * as sportsbook from './sportsbook/sportsbook-endpoints.ts';
import * as sitePages from './system/site-page-endpoints.ts';
import * as system from './system/system-endpoints.ts';
import * as vip from './vip/vip-endpoints.ts';
import * as deposits from './wallet/deposit-endpoints.ts';
import * as transfers from './wallet/transfer-endpoints.ts';
import * as wallet from './wallet/wallet-endpoints.ts';
import * as withdrawals from './wallet/withdrawal-endpoints.ts';

/** Operator endpoints take their roles from the one role matrix (ops/role-matrix.ts), not from their definitions. */
export const ENDPOINTS = withOperatorRoles({
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
  sessionLogoutEverywhere: session.sessionLogoutEverywhere,
  sessionRemembered: session.sessionRemembered,
  sessionLoginRemembered: session.sessionLoginRemembered,
  sessionForgetDevice: session.sessionForgetDevice,
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
  fundsConsolidated: wallet.fundsConsolidated,
  merchantWallet: wallet.merchantWallet,
  walletTransfer: wallet.walletTransfer,
  walletSummary: wallet.walletSummary,
  transactionHistory: wallet.transactionHistory,
  depositMethods: deposits.depositMethods,
  depositCreate: deposits.depositCreate,
  depositCancel: deposits.depositCancel,
  depositList: deposits.depositList,
  paymentCallbackSandbox: deposits.paymentCallbackSandbox,
  withdrawalSettings: withdrawals.withdrawalSettings,
  paymentPasswordSet: withdrawals.paymentPasswordSet,
  bankAccountList: withdrawals.bankAccountList,
  bankAccountBind: withdrawals.bankAccountBind,
  withdrawalCreate: withdrawals.withdrawalCreate,
  kycState: kyc.kycState,
  kycDocumentUpload: kyc.kycDocumentUpload,
  withdrawalList: withdrawals.withdrawalList,
  withdrawalProofUpload: withdrawals.withdrawalProofUpload,
  withdrawalConfirmReceipt: withdrawals.withdrawalConfirmReceipt,
  transferUplineInfo: transfers.transferUplineInfo,
  transferUpline: transfers.transferUpline,
  transferDownline: transfers.transferDownline,
  agentAnnouncements: agent.agentAnnouncements,
  agentTeamOverview: agent.agentTeamOverview,
  agentRegisterCenter: agent.agentRegisterCenter,
  agentAffiliateCreate: agent.agentAffiliateCreate,
  agentAffiliateStatus: agent.agentAffiliateStatus,
  agentRegisterDownline: agent.agentRegisterDownline,
  agentDownlineList: agent.agentDownlineList,
  agentTeamBetting: agent.agentTeamBetting,
  agentProfitAndLoss: agent.agentProfitAndLoss,
  agentTeamTransactions: agent.agentTeamTransactions,
  agentMemberDetail: agentNetwork.agentMemberDetail,
  agentMemberAction: agentNetwork.agentMemberAction,
  agentStatement: agentNetwork.agentStatement,
  contractOffer: contracts.contractOffer,
  contractsHeld: contracts.contractsHeld,
  contractsOffered: contracts.contractsOffered,
  contractTerminate: contracts.contractTerminate,
  processDividendReq: contracts.processDividendReq,
  processDailySalContract: contracts.processDailySalContract,
  processContractHourSalary: contracts.processContractHourSalary,
  processRealTimeSalaryContract: contracts.processRealTimeSalaryContract,
  contractPayouts: contracts.contractPayouts,
  agentRevenueReport: contracts.agentRevenueReport,
  unreadCount: messages.unreadCount,
  messageList: messages.messageList,
  messageRead: messages.messageRead,
  messageDelete: messages.messageDelete,
  sitePage: sitePages.sitePage,
  feedbackSubmit: feedback.feedbackSubmit,
  feedbackList: feedback.feedbackList,
  gameVendor: vendors.gameVendor,
  gameList: catalogue.gameList,
  hotGames: catalogue.hotGames,
  vassGameType: catalogue.vassGameType,
  gameMenus: catalogue.gameMenus,
  popularGames: catalogue.popularGames,
  rankList: catalogue.rankList,
  siteJackpot: jackpot.siteJackpot,
  favouriteIds: favourites.favouriteIds,
  favouriteList: favourites.favouriteList,
  favouriteAdd: favourites.favouriteAdd,
  favouriteRemove: favourites.favouriteRemove,
  recentGameList: favourites.recentGameList,
  launchGame: launch.launchGame,
  lotteryVnGameMenu: lottery.lotteryVnGameMenu,
  lotteryRecentGames: lottery.lotteryRecentGames,
  lotteryOpenedNumbers: lottery.lotteryOpenedNumbers,
  lotteryLatestNumbers: lottery.lotteryLatestNumbers,
  lotteryPopularNumbers: lottery.lotteryPopularNumbers,
  lotteryGameDetail: lottery.lotteryGameDetail,
  lotteryDraw: lottery.lotteryDraw,
  lotteryVerifyDraw: lottery.lotteryVerifyDraw,
  lotteryQuote: lottery.lotteryQuote,
  lotteryPlaceBets: lottery.lotteryPlaceBets,
  lotteryPlaceChase: lottery.lotteryPlaceChase,
  lotteryCancelBet: lottery.lotteryCancelBet,
  lotteryCancelChase: lottery.lotteryCancelChase,
  lotteryMyBets: lottery.lotteryMyBets,
  lotteryMyChases: lottery.lotteryMyChases,
  pvpRoomList: pvp.pvpRoomList,
  pvpHandDetail: pvp.pvpHandDetail,
  sportsbookMenu: sportsbook.sportsbookMenu,
  sportsbookEvents: sportsbook.sportsbookEvents,
  sportsbookEvent: sportsbook.sportsbookEvent,
  sportsbookQuote: sportsbook.sportsbookQuote,
  sportsbookPlaceBet: sportsbook.sportsbookPlaceBet,
  sportsbookMyBets: sportsbook.sportsbookMyBets,
  sportsbookCashOutQuote: sportsbook.sportsbookCashOutQuote,
  sportsbookCashOut: sportsbook.sportsbookCashOut,
  sportsbookResults: sportsbook.sportsbookResults,
  sportsbookStandings: sportsbook.sportsbookStandings,
  sportsbookVerifyEvent: sportsbook.sportsbookVerifyEvent,
  bettingRecords: records.bettingRecords,
  profitAndLoss: records.profitAndLoss,
  missionList: missions.missionList,
  missionClaim: missions.missionClaim,
  availablePromotionCounts: missions.availablePromotionCounts,
  rewardCenter: missions.rewardCenter,
  referralInfo: referral.referralInfo,
  referralFriends: referral.referralFriends,
  referralClaim: referral.referralClaim,
  promotionList: promotions.promotionList,
  promotionDetail: promotions.promotionDetail,
  promotionJoin: promotions.promotionJoin,
  promotionClaim: promotions.promotionClaim,
  promotionApply: promotions.promotionApply,
  promotionRaffleClaim: promotions.promotionRaffleClaim,
  bonusDetails: promotions.bonusDetails,
  turnoverRequirements: promotions.turnoverRequirements,
  vipLevels: vip.vipLevels,
  vipProgress: vip.vipProgress,
  vipClaimMonthly: vip.vipClaimMonthly,
  pointsBalance: points.pointsBalance,
  pointsRewardList: points.pointsRewardList,
  pointsRedeem: points.pointsRedeem,
  pointsRedeemedList: points.pointsRedeemedList,
  pointsConfig: points.pointsConfig,
  pointsConvert: points.pointsConvert,
  pointsRecords: points.pointsRecords,
  playState: responsiblePlay.playState,
  playLimitSet: responsiblePlay.playLimitSet,
  playLimitConfirm: responsiblePlay.playLimitConfirm,
  playRealityCheckSet: responsiblePlay.playRealityCheckSet,
  playExclude: responsiblePlay.playExclude,
  playReopen: responsiblePlay.playReopen,
  playSession: responsiblePlay.playSession,
  playStatement: responsiblePlay.playStatement,
  ...OPS_ENDPOINTS,
} as const);

export type EndpointName = keyof typeof ENDPOINTS;
