/**
 * The one endpoint table: every API call of the site with its path, method, modules,
 * token rule and encryption flag. The server registers routes from it and enforces
 * it; the web client is generated from it.
 */
import * as catalogue from './games/catalogue-endpoints.ts';
import * as favourites from './games/favourite-endpoints.ts';
import * as launch from './games/launch-endpoints.ts';
import * as records from './games/record-endpoints.ts';
import * as vendors from './games/vendor-endpoints.ts';
import * as member from './member/member-endpoints.ts';
import * as messages from './member/message-endpoints.ts';
import * as ops from './ops/ops-endpoints.ts';
import * as session from './session/session-endpoints.ts';
import * as system from './system/system-endpoints.ts';
import * as deposits from './wallet/deposit-endpoints.ts';
import * as transfers from './wallet/transfer-endpoints.ts';
import * as wallet from './wallet/wallet-endpoints.ts';
import * as withdrawals from './wallet/withdrawal-endpoints.ts';

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
  withdrawalList: withdrawals.withdrawalList,
  withdrawalProofUpload: withdrawals.withdrawalProofUpload,
  withdrawalConfirmReceipt: withdrawals.withdrawalConfirmReceipt,
  transferUplineInfo: transfers.transferUplineInfo,
  transferUpline: transfers.transferUpline,
  transferDownline: transfers.transferDownline,
  unreadCount: messages.unreadCount,
  gameVendor: vendors.gameVendor,
  gameList: catalogue.gameList,
  hotGames: catalogue.hotGames,
  vassGameType: catalogue.vassGameType,
  gameMenus: catalogue.gameMenus,
  popularGames: catalogue.popularGames,
  rankList: catalogue.rankList,
  favouriteIds: favourites.favouriteIds,
  favouriteList: favourites.favouriteList,
  favouriteAdd: favourites.favouriteAdd,
  favouriteRemove: favourites.favouriteRemove,
  recentGameList: favourites.recentGameList,
  launchGame: launch.launchGame,
  bettingRecords: records.bettingRecords,
  profitAndLoss: records.profitAndLoss,
  opsLogin: ops.opsLogin,
  opsLogout: ops.opsLogout,
  opsMe: ops.opsMe,
  opsDepositQueue: ops.opsDepositQueue,
  opsDepositApprove: ops.opsDepositApprove,
  opsDepositReject: ops.opsDepositReject,
  opsWithdrawalQueue: ops.opsWithdrawalQueue,
  opsWithdrawalApprove: ops.opsWithdrawalApprove,
  opsWithdrawalReject: ops.opsWithdrawalReject,
  opsWithdrawalMarkPaid: ops.opsWithdrawalMarkPaid,
  opsWithdrawalResolve: ops.opsWithdrawalResolve,
  opsWithdrawalProof: ops.opsWithdrawalProof,
  opsMemberLookup: ops.opsMemberLookup,
  opsAdjustment: ops.opsAdjustment,
  opsAuditLog: ops.opsAuditLog,
  opsLedgerCheck: ops.opsLedgerCheck,
  opsMerchantConfig: ops.opsMerchantConfig,
  opsMerchantConfigUpdate: ops.opsMerchantConfigUpdate,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
