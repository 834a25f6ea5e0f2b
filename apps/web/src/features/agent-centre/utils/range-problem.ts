import { AGENT_REPORT_MAX_DAYS } from '@lucky/contracts/agent/agent-hierarchy';
import { daysInRange, type DayRange } from '../../../lib/day-range.ts';

/**
 * What is wrong with a range, as a key of the `agent` namespace, or null. The server refuses the
 * same ranges (start after end, more than 92 days); checking first saves a round trip.
 */
export function rangeProblem(
  range: DayRange,
  { needBoth = false } = {},
): 'range.needBoth' | 'range.bad' | 'range.tooLong' | null {
  if (needBoth && (!range.from || !range.to)) return 'range.needBoth';
  if (!range.from || !range.to) return null;
  if (range.from > range.to) return 'range.bad';
  return daysInRange(range) > AGENT_REPORT_MAX_DAYS ? 'range.tooLong' : null;
}
