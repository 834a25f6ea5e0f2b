import { AGENT_REPORT_MAX_DAYS } from '@lucky/contracts/agent/agent-hierarchy';
import { DayRangeInputs, type DayRangeInputsProps } from '../../../components/form/day-range-inputs.tsx';
import { daysInRange, type DayRange } from '../../../lib/day-range.ts';
import styles from './agent-ui.module.css';

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

const CLASSES = { quick: styles.chips, chip: styles.chip, chipActive: styles.chipActive, field: styles.field };

/** The report range fields in the agent centre's style. */
export function DayRangeFields(props: DayRangeInputsProps) {
  return <DayRangeInputs {...props} namespace="agent" classes={CLASSES} />;
}
