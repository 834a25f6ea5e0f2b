import { isAgentType, isTrialType } from '@lucky/contracts/common/constants';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveSession } from '../session/session.service.ts';

/** Money moves only for real accounts: a free-play trial account gets the spec's warning. */
export function requireRealAccount(session: ActiveSession | null): ActiveSession {
  if (!session) throw new AppError('session.required');
  if (isTrialType(session.type)) throw new AppError('account.trial');
  return session;
}

export function requireAgent(session: ActiveSession | null): ActiveSession {
  const real = requireRealAccount(session);
  if (!isAgentType(real.type)) throw new AppError('account.not.agent');
  return real;
}
