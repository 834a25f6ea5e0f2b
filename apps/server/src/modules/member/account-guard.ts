import { isAgentType, isTrialType } from '@lucky/contracts/common/constants';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveSession } from '../session/session.service.ts';

/** Money moves only for real accounts: a free-play trial account gets the spec's warning. */
export function requireRealAccount(session: ActiveSession | null): ActiveSession {
  if (!session) throw new AppError('session.required');
  if (isTrialType(session.type)) throw new AppError('account.trial');
  return session;
}

/**
 * Money leaves an account (withdrawal, transfer, bank binding) only once a forced password change
 * is done: whoever logged in with a default or expired password has not yet proved to be the owner.
 */
export function requirePasswordSettled<S extends ActiveSession>(session: S): S {
  if (session.passwordChangeRequired) throw new AppError('password.change.required');
  return session;
}

export function requireAgent(session: ActiveSession | null): ActiveSession {
  const real = requireRealAccount(session);
  if (!isAgentType(real.type)) throw new AppError('account.not.agent');
  return real;
}
