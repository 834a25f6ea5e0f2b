import { OPERATOR_ROLES } from '../common/endpoint.ts';
import { ENDPOINTS } from '../endpoint-table.ts';

/** The text of docs/ops-roles.md: the role matrix as README shows it, one row per operator endpoint in table order. */
export function renderRoleMatrixMarkdown(): string {
  const rows = Object.entries(ENDPOINTS)
    .filter(([, endpoint]) => endpoint.token === 'operator')
    .map(([name, endpoint]) => {
      const marks = OPERATOR_ROLES.map((role) => (endpoint.roles?.includes(role) ? 'yes' : '—'));
      return `| \`${name}\` | \`${endpoint.method} ${endpoint.path}\` | ${marks.join(' | ')} | ${endpoint.summary.replace(/\|/g, '\\|')} |`;
    });
  return [
    '# Operator roles',
    '',
    '<!-- Generated from packages/contracts/src/ops/role-matrix.ts by `npm run generate -w @lucky/contracts`; a test fails when it is out of date. -->',
    '',
    'Which finance-desk role may call which `/ops/api` endpoint. The server refuses any other role with 403',
    '`operator.forbidden` before it reads the request; a member token or no token gets 401. `admin` may call',
    "everything. `finance` works the queues where a member's money or claim waits for a person: deposits,",
    'withdrawals, member look-up and adjustments, feedback, and the review of promotion applications and mall',
    'redemptions (the same check-the-evidence-then-pay-once work as a deposit review). Only `admin` sets the rules',
    'those reviews follow or that every visitor sees, and reads the audit log and the ledger check, so whoever',
    'approves claims cannot change the terms they approve against. The reasons are in the matrix file.',
    '',
    `| endpoint | call | ${OPERATOR_ROLES.join(' | ')} | what it does |`,
    `| --- | --- | ${OPERATOR_ROLES.map(() => ':-:').join(' | ')} | --- |`,
    ...rows,
    '',
  ].join('\n');
}
