import type { OperatorRole } from '@lucky/contracts/common/endpoint';

/**
 * The signed-in operator an operator service acts as (ops/operator-session.service.ts resolves it from the token).
 * It lives beside the audit log, not in ops, because every domain's operator service takes it and records it:
 * domain modules then depend on this leaf module, never on the desk.
 */
export type ActiveOperator = { id: number; sessionId: number; username: string; role: OperatorRole; ip: string };
