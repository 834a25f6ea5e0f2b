import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@lucky/contracts/common/errors';
import type { OPERATOR_LOGIN_OUTCOMES } from '@lucky/contracts/ops/ops-operator-endpoints';
import type { AppContext } from '../../app-context.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit, RATE_LIMITS, reserveAttemptSlot } from '../../plugins/rate-limit.ts';
import { isAddressAllowed } from '../seamless/vendor-access.ts';
import { checkTotp } from './operator-totp.ts';
import { claimTotpStep, findOperatorByUsername, insertOperatorLogin, type OperatorRow } from './operator.repository.ts';

export type LoginOutcome = (typeof OPERATOR_LOGIN_OUTCOMES)[number];

/** One sign-in attempt at the desk: who typed what from where, and its place among the operator's failures. */
export type Attempt = {
  ctx: AppContext;
  username: string;
  request: FastifyRequest;
  failureKey: string;
  operator: OperatorRow | null;
};

/** Records an attempt in the login history (failed ones too, with the name as typed). */
export async function recordAttempt(attempt: Attempt, outcome: LoginOutcome): Promise<void> {
  const userAgent = attempt.request.headers['user-agent'];
  await insertOperatorLogin(attempt.ctx.database.db, {
    operatorId: attempt.operator?.id ?? null,
    username: attempt.username.slice(0, 64),
    outcome,
    ip: attempt.request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    createdAt: attempt.ctx.now(),
  });
}

/** A refusal that is not a guess (no code yet, the wrong address): its place among the failures is given back. */
async function refuseWithoutCounting(attempt: Attempt, outcome: LoginOutcome, code: ErrorCode): Promise<never> {
  await attempt.ctx.counters.decrement(attempt.failureKey);
  await recordAttempt(attempt, outcome);
  throw new AppError(code);
}

/** A wrong guess (password, code, a used code): it keeps its place among the failures, toward the lock. */
async function refuseAsFailure(attempt: Attempt, outcome: LoginOutcome, code: ErrorCode): Promise<never> {
  await recordAttempt(attempt, outcome);
  throw new AppError(code);
}

/**
 * The first part of every sign-in (the login and the two-factor set-up): limits, the password, the status and
 * the address. Takes the attempt's place among the operator's failures before the password is checked (so
 * concurrent guesses see each other; five failures lock the operator for the window). An unknown operator and a
 * wrong password get the same answer. Answers the attempt with its operator.
 */
export async function checkPassword(
  ctx: AppContext,
  input: { username: string; password: string; request: FastifyRequest },
): Promise<Attempt & { operator: OperatorRow }> {
  await enforceRateLimit(ctx.counters, 'opsLoginPerIp', input.request.ip);
  await enforceRateLimit(ctx.counters, 'opsLoginPerAccount', input.username);
  const failureKey = `opsloginfail:${input.username.toLowerCase()}`;
  await reserveAttemptSlot(ctx.counters, failureKey, RATE_LIMITS.opsLoginFailuresPerAccount);
  const operator = await findOperatorByUsername(ctx.database.db, input.username);
  const attempt: Attempt = { ctx, username: input.username, request: input.request, failureKey, operator };
  const valid = await verifyPassword(operator?.passwordHash ?? null, input.password);
  if (!operator || !valid) return refuseAsFailure(attempt, 'BAD_PASSWORD', 'operator.login.failed');
  if (operator.status !== 'ACTIVE') return refuseAsFailure(attempt, 'DISABLED', 'operator.login.failed');
  if (!isAddressAllowed(operator.allowedIps, input.request.ip))
    return refuseWithoutCounting(attempt, 'IP_REFUSED', 'operator.ip.forbidden');
  return { ...attempt, operator };
}

/**
 * The second factor: the code of `secret` (the operator's, or the one being set up), good once. A missing code
 * is asked for; a wrong or used one counts toward the lock. Answers the step the code was of, claimed.
 */
export async function checkCode(
  attempt: Attempt & { operator: OperatorRow },
  input: { secret: string; code: string | undefined },
): Promise<number> {
  if (!input.code) return refuseWithoutCounting(attempt, 'CODE_REQUIRED', 'operator.totp.required');
  const check = await checkTotp({
    secret: input.secret,
    code: input.code,
    now: attempt.ctx.now(),
    lastStep: attempt.operator.totpLastStep,
  });
  if (check.outcome === 'invalid') return refuseAsFailure(attempt, 'BAD_CODE', 'operator.totp.invalid');
  if (check.outcome === 'replayed' || !(await claimTotpStep(attempt.ctx.database.db, attempt.operator.id, check.step)))
    return refuseAsFailure(attempt, 'CODE_REPLAYED', 'operator.totp.replayed');
  return check.step;
}

/** A sign-in that passed: the operator's failures start over. */
export async function clearFailures(attempt: Attempt): Promise<void> {
  await attempt.ctx.counters.reset(attempt.failureKey);
}
