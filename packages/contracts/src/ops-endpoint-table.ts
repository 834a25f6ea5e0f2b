/**
 * The back office's part of the endpoint table (endpoint-table.ts): every `/ops/api` call. Roles come from the one
 * role matrix (ops/role-matrix.ts), applied to the whole table.
 */
import * as contracts from './agent/contract-endpoints.ts';
import * as lotteryOps from './lottery/lottery-ops-endpoints.ts';
import * as feedback from './member/feedback-endpoints.ts';
import * as missions from './missions/mission-endpoints.ts';
import * as contentOps from './ops/content-ops-endpoints.ts';
import * as opsAdjustments from './ops/ops-adjustment-endpoints.ts';
import * as opsAdmin from './ops/ops-admin-endpoints.ts';
import * as opsAgents from './ops/ops-agent-endpoints.ts';
import * as ops from './ops/ops-endpoints.ts';
import * as opsMemberDesk from './ops/ops-member-desk-endpoints.ts';
import * as opsMembers from './ops/ops-member-endpoints.ts';
import * as opsMoney from './ops/ops-money-endpoints.ts';
import * as opsOperators from './ops/ops-operator-endpoints.ts';
import * as opsReports from './ops/ops-report-endpoints.ts';
import * as vendorOps from './ops/vendor-ops-endpoints.ts';
import * as mallOps from './points/mall-ops-endpoints.ts';
import * as opsPromotions from './promotions/ops-promotion-endpoints.ts';
import * as pvpChat from './pvp/pvp-chat-endpoints.ts';
import * as pvpOps from './pvp/pvp-ops-endpoints.ts';
import * as referral from './referral/referral-endpoints.ts';
import * as responsiblePlayOps from './responsible-play/responsible-play-ops-endpoints.ts';
import * as sportsbookOps from './sportsbook/sportsbook-ops-endpoints.ts';
import * as vip from './vip/vip-endpoints.ts';

export const OPS_ENDPOINTS = {
  opsLogin: ops.opsLogin,
  opsLogout: ops.opsLogout,
  opsMe: ops.opsMe,
  opsTotpEnrolStart: opsOperators.opsTotpEnrolStart,
  opsTotpEnrolConfirm: opsOperators.opsTotpEnrolConfirm,
  opsOperatorList: opsOperators.opsOperatorList,
  opsOperatorCreate: opsOperators.opsOperatorCreate,
  opsOperatorUpdate: opsOperators.opsOperatorUpdate,
  opsOperatorResetTotp: opsOperators.opsOperatorResetTotp,
  opsOperatorLogins: opsOperators.opsOperatorLogins,
  opsDepositQueue: opsMoney.opsDepositQueue,
  opsDepositApprove: opsMoney.opsDepositApprove,
  opsDepositReject: opsMoney.opsDepositReject,
  opsWithdrawalQueue: opsMoney.opsWithdrawalQueue,
  opsWithdrawalApprove: opsMoney.opsWithdrawalApprove,
  opsWithdrawalReject: opsMoney.opsWithdrawalReject,
  opsWithdrawalMarkPaid: opsMoney.opsWithdrawalMarkPaid,
  opsWithdrawalResolve: opsMoney.opsWithdrawalResolve,
  opsWithdrawalProof: opsMoney.opsWithdrawalProof,
  opsMemberLookup: opsMembers.opsMemberLookup,
  opsAdjustment: opsMembers.opsAdjustment,
  opsMemberSearch: opsMemberDesk.opsMemberSearch,
  opsMemberDetail: opsMemberDesk.opsMemberDetail,
  opsMemberRecords: opsMemberDesk.opsMemberRecords,
  opsMemberAction: opsMemberDesk.opsMemberAction,
  opsMemberNote: opsMemberDesk.opsMemberNote,
  opsMemberMove: opsMemberDesk.opsMemberMove,
  opsMemberAccountType: opsMemberDesk.opsMemberAccountType,
  opsAdjustmentQueue: opsAdjustments.opsAdjustmentQueue,
  opsAdjustmentApprove: opsAdjustments.opsAdjustmentApprove,
  opsAdjustmentReject: opsAdjustments.opsAdjustmentReject,
  opsAgentTree: opsAgents.opsAgentTree,
  opsAgentCreate: opsAgents.opsAgentCreate,
  opsContractTerminationAnswer: opsAgents.opsContractTerminationAnswer,
  opsAuditLog: opsAdmin.opsAuditLog,
  opsLedgerCheck: opsAdmin.opsLedgerCheck,
  opsReportDashboard: opsReports.opsReportDashboard,
  opsReportGaming: opsReports.opsReportGaming,
  opsReportMoney: opsReports.opsReportMoney,
  opsReportPlayers: opsReports.opsReportPlayers,
  opsReportBonus: opsReports.opsReportBonus,
  opsReconciliation: opsReports.opsReconciliation,
  opsMerchantConfig: opsAdmin.opsMerchantConfig,
  opsClockAdvance: opsAdmin.opsClockAdvance,
  opsMerchantConfigUpdate: opsAdmin.opsMerchantConfigUpdate,
  opsGameVendors: ops.opsGameVendors,
  opsVendorGames: ops.opsVendorGames,
  opsVendorStatus: ops.opsVendorStatus,
  opsGameStatus: ops.opsGameStatus,
  opsVendorAccessList: vendorOps.opsVendorAccessList,
  opsVendorCreate: vendorOps.opsVendorCreate,
  opsVendorUpdate: vendorOps.opsVendorUpdate,
  opsVendorRotateSecret: vendorOps.opsVendorRotateSecret,
  opsLotteryGames: lotteryOps.opsLotteryGames,
  opsLotteryGameUpdate: lotteryOps.opsLotteryGameUpdate,
  opsLotteryDraws: lotteryOps.opsLotteryDraws,
  opsLotteryExposure: lotteryOps.opsLotteryExposure,
  opsLotteryDrawVoid: lotteryOps.opsLotteryDrawVoid,
  opsSportsSettings: sportsbookOps.opsSportsSettings,
  opsSportsSettingsUpdate: sportsbookOps.opsSportsSettingsUpdate,
  opsSportsEvents: sportsbookOps.opsSportsEvents,
  opsSportsLiability: sportsbookOps.opsSportsLiability,
  opsSportsMarketSuspend: sportsbookOps.opsSportsMarketSuspend,
  opsSportsEventVoid: sportsbookOps.opsSportsEventVoid,
  opsPvpTables: pvpOps.opsPvpTables,
  opsPvpTableCreate: pvpOps.opsPvpTableCreate,
  opsPvpTableUpdate: pvpOps.opsPvpTableUpdate,
  opsPvpTableStatus: pvpOps.opsPvpTableStatus,
  opsPvpLiveTables: pvpOps.opsPvpLiveTables,
  opsPvpHands: pvpOps.opsPvpHands,
  opsPvpHandDetail: pvpOps.opsPvpHandDetail,
  opsPvpRakeReport: pvpOps.opsPvpRakeReport,
  opsPvpCollusion: pvpOps.opsPvpCollusion,
  opsPvpChat: pvpChat.opsPvpChat,
  opsPvpChatUpdate: pvpChat.opsPvpChatUpdate,
  opsPvpChatTable: pvpChat.opsPvpChatTable,
  opsPvpChatMute: pvpChat.opsPvpChatMute,
  opsContractGrant: contracts.opsContractGrant,
  opsContractTerminate: contracts.opsContractTerminate,
  opsContractList: contracts.opsContractList,
  opsFeedbackList: feedback.opsFeedbackList,
  opsFeedbackReply: feedback.opsFeedbackReply,
  opsFeedbackImage: contentOps.opsFeedbackImage,
  opsNoticeList: contentOps.opsNoticeList,
  opsNoticeSave: contentOps.opsNoticeSave,
  opsNoticeEnd: contentOps.opsNoticeEnd,
  opsBannerList: contentOps.opsBannerList,
  opsBannerSave: contentOps.opsBannerSave,
  opsHelpList: contentOps.opsHelpList,
  opsHelpSave: contentOps.opsHelpSave,
  opsHelpDelete: contentOps.opsHelpDelete,
  opsSitePageList: contentOps.opsSitePageList,
  opsSitePageSave: contentOps.opsSitePageSave,
  opsMessageSend: contentOps.opsMessageSend,
  opsMessageHistory: contentOps.opsMessageHistory,
  opsMissionList: missions.opsMissionList,
  opsMissionCreate: missions.opsMissionCreate,
  opsMissionUpdate: missions.opsMissionUpdate,
  opsMissionStatus: missions.opsMissionStatus,
  opsReferralRules: referral.opsReferralRules,
  opsReferralRuleUpdate: referral.opsReferralRuleUpdate,
  opsPromotionList: opsPromotions.opsPromotionList,
  opsPromotionCreate: opsPromotions.opsPromotionCreate,
  opsPromotionUpdate: opsPromotions.opsPromotionUpdate,
  opsPromotionClose: opsPromotions.opsPromotionClose,
  opsPromotionApplications: opsPromotions.opsPromotionApplications,
  opsPromotionApplicationImage: opsPromotions.opsPromotionApplicationImage,
  opsPromotionApplicationApprove: opsPromotions.opsPromotionApplicationApprove,
  opsPromotionApplicationReject: opsPromotions.opsPromotionApplicationReject,
  opsVipLevels: vip.opsVipLevels,
  opsVipLevelSave: vip.opsVipLevelSave,
  opsVipPayouts: vip.opsVipPayouts,
  opsMallItems: mallOps.opsMallItems,
  opsMallItemSave: mallOps.opsMallItemSave,
  opsMallItemEnable: mallOps.opsMallItemEnable,
  opsMallRedemptions: mallOps.opsMallRedemptions,
  opsMallRedemptionApprove: mallOps.opsMallRedemptionApprove,
  opsMallRedemptionReject: mallOps.opsMallRedemptionReject,
  opsPointsConfig: mallOps.opsPointsConfig,
  opsPointsConfigSave: mallOps.opsPointsConfigSave,
  opsPlayMember: responsiblePlayOps.opsPlayMember,
  opsPlayLimitLower: responsiblePlayOps.opsPlayLimitLower,
  opsPlayExclude: responsiblePlayOps.opsPlayExclude,
  opsPlayReport: responsiblePlayOps.opsPlayReport,
} as const;
