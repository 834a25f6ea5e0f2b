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
    'Which desk role may call which `/ops/api` endpoint. The server refuses any other role with 403',
    '`operator.forbidden` before it reads the request; a member token or no token gets 401. Roles are granted per',
    'desk (`DESK_ROLES` in the matrix file) and the desk shows a role only the sections it may use. `admin` may call',
    "everything, and alone manages operators, reads the audit log and the ledger check, and sets the games' and",
    "products' terms. `finance` works the queues where a member's money or claim waits for a person (deposits,",
    'withdrawals, adjustments, VIP payouts, promotion applications, mall redemptions). `support` finds members and',
    "answers feedback. `risk` reads members and the products' exposure, hands and collusion hints. `marketing` sets",
    'the rules of rewards (promotions, missions, referrals, VIP levels, the mall) and sends messages; `content` edits',
    'notices, banners, help and site pages and sends messages. Whoever sets the terms of a reward does not approve',
    'claims against them. The reasons are in the matrix file.',
    '',
    `| endpoint | call | ${OPERATOR_ROLES.join(' | ')} | what it does |`,
    `| --- | --- | ${OPERATOR_ROLES.map(() => ':-:').join(' | ')} | --- |`,
    ...rows,
    '',
  ].join('\n');
}
