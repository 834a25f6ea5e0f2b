import { useState } from 'react';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { compareMoney, isValidStake } from '../slip/slip-types.ts';
import type { StakeValue } from './stake-fields.tsx';

/**
 * The stake fields' state and what is wrong with them (a translation key), checked against the bet type's limits;
 * the server checks again.
 */
export function useStake(limits: { minStake?: string; maxStake?: string } | undefined) {
  const { currency } = useSiteStatus();
  const [stake, setStake] = useState<StakeValue>({ unitStake: '1', points: 1 });
  let problem: string | null = null;
  if (!isValidStake(stake.unitStake, currency.scale)) problem = 'stake.invalid';
  else if (limits?.minStake && compareMoney(stake.unitStake, limits.minStake) < 0) problem = 'stake.belowMin';
  else if (limits?.maxStake && compareMoney(stake.unitStake, limits.maxStake) > 0) problem = 'stake.aboveMax';
  return { stake, setStake, problem };
}
