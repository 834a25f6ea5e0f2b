import { DayRangeInputs, type DayRangeInputsProps } from '../../../components/form/day-range-inputs.tsx';
import styles from './betting-record-page.module.css';

const CLASSES = { quick: styles.quick, chip: styles.chip, chipActive: styles.chipActive, field: styles.field };

/** The range fields of the member centre's record pages. */
export function DateRangeFields(props: DayRangeInputsProps) {
  return <DayRangeInputs {...props} namespace="centre" classes={CLASSES} />;
}
