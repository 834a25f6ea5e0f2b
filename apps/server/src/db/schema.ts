import * as backoffice from './schema/backoffice.ts';
import * as betStats from './schema/bet-stats.ts';
import * as content from './schema/content.ts';
import * as contracts from './schema/contracts.ts';
import * as feedback from './schema/feedback.ts';
import * as games from './schema/games.ts';
import * as house from './schema/house.ts';
import * as kyc from './schema/kyc.ts';
import * as ledger from './schema/ledger.ts';
import * as lottery from './schema/lottery.ts';
import * as merchant from './schema/merchant.ts';
import * as missions from './schema/missions.ts';
import * as members from './schema/members.ts';
import * as operators from './schema/operators.ts';
import * as payments from './schema/payments.ts';
import * as points from './schema/points.ts';
import * as promotions from './schema/promotions.ts';
import * as pvp from './schema/pvp.ts';
import * as referral from './schema/referral.ts';
import * as reports from './schema/reports.ts';
import * as responsiblePlay from './schema/responsible-play.ts';
import * as risk from './schema/risk.ts';
import * as sessions from './schema/sessions.ts';
import * as sportsbook from './schema/sportsbook.ts';
import * as vip from './schema/vip.ts';

/** Every table, for Drizzle's relational query builder. */
export const schema = {
  ...members,
  ...backoffice,
  ...sessions,
  ...merchant,
  ...ledger,
  ...payments,
  ...operators,
  ...games,
  ...house,
  ...kyc,
  ...betStats,
  ...contracts,
  ...feedback,
  ...content,
  ...missions,
  ...referral,
  ...promotions,
  ...vip,
  ...points,
  ...lottery,
  ...pvp,
  ...sportsbook,
  ...reports,
  ...responsiblePlay,
  ...risk,
};
export type Schema = typeof schema;
