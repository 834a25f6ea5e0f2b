import type {
  CONTRACT_STATUSES as Statuses,
  ContractKind,
  DIVIDEND_PERIODS as Periods,
  MAX_TIERS as MaxTiers,
  PAYOUT_STATUSES as PayoutStatuses,
} from '@lucky/contracts/agent/contract-endpoints';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';

/*
 * What the web needs to know per contract kind: the agent-centre page that shows it, the
 * process call that answers its requests, and the consolidated flag that says a request waits.
 * Real-time salary has no menu item of its own (spec section 2 lists three), so it lives on the
 * Daily Salary page as a second tab.
 */

export type { ContractKind };

/*
 * The lists the forms offer, copied from contract-endpoints.ts: importing values from that file
 * would pull zod into the browser bundle. `satisfies` keeps the copies equal to the originals.
 */
export const CONTRACT_STATUSES = [
  'OFFERED',
  'ACTIVE',
  'REJECTED',
  'CANCELLED',
  'TERMINATED',
] as const satisfies typeof Statuses;
export const PAYOUT_STATUSES = ['PAID', 'OWED'] as const satisfies typeof PayoutStatuses;
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const satisfies typeof Periods;
/** The most tiers a contract may have (MAX_TIERS of the endpoint schema). */
export const MAX_TIERS = 10 satisfies typeof MaxTiers;
export type Contract = ValueOf<(typeof ENDPOINTS)['contractsHeld']>['list'][number];
export type ContractTerms = Contract['terms'];
export type Payout = ValueOf<(typeof ENDPOINTS)['contractPayouts']>['list'][number];
export type Consolidated = ValueOf<(typeof ENDPOINTS)['fundsConsolidated']>;

export type ProcessCall =
  'processDividendReq' | 'processDailySalContract' | 'processContractHourSalary' | 'processRealTimeSalaryContract';
export type RequestFlag = 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';
export type ContractPage = 'enableCt' | 'salary' | 'hourSalary';

type KindInfo = { page: ContractPage; process: ProcessCall; flag: RequestFlag };

export const KIND_INFO: Record<ContractKind, KindInfo> = {
  DIVIDEND: { page: 'enableCt', process: 'processDividendReq', flag: 'divtypereq' },
  DAILY_WAGE: { page: 'salary', process: 'processDailySalContract', flag: 'dailysalreqtype' },
  HOURLY: { page: 'hourSalary', process: 'processContractHourSalary', flag: 'contracthoursalreq' },
  REALTIME: { page: 'salary', process: 'processRealTimeSalaryContract', flag: 'realtimesalreqtype' },
};

/** The order kinds are offered and prompted in. */
export const KIND_ORDER: readonly ContractKind[] = ['DAILY_WAGE', 'REALTIME', 'HOURLY', 'DIVIDEND'];

/** Consolidated flag values (docs/contracts.md, Flags): an offer waits, or the other side asks to end a contract. */
export const REQUEST_NONE = 0;
export const REQUEST_OFFER = 1;
export const REQUEST_TERMINATION = 2;
