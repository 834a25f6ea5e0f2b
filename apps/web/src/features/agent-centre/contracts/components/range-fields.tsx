import { DayRangeInputs, type DayRangeInputsProps } from '../../../../components/form/day-range-inputs.tsx';
import styles from './contracts.module.css';

const CLASSES = { quick: styles.quick, chip: styles.chip, chipActive: styles.chipActive, field: styles.field };

/** The range fields of the contract pages. */
export function RangeFields(props: DayRangeInputsProps) {
  return <DayRangeInputs {...props} namespace="contracts" classes={CLASSES} />;
}
