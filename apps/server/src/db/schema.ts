import * as ledger from './schema/ledger.ts';
import * as merchant from './schema/merchant.ts';
import * as members from './schema/members.ts';
import * as operators from './schema/operators.ts';
import * as payments from './schema/payments.ts';
import * as sessions from './schema/sessions.ts';

/** Every table, for Drizzle's relational query builder. */
export const schema = { ...members, ...sessions, ...merchant, ...ledger, ...payments, ...operators };
export type Schema = typeof schema;
