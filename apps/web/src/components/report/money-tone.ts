import { isGain, isLoss } from '../../lib/use-money.ts';
import styles from './report.module.css';

/** Sign colour of a decimal money string: gains green, losses red, zero plain. */
export function moneyTone(amount: string): string {
  if (isLoss(amount)) return styles.minus!;
  return isGain(amount) ? styles.plus! : '';
}
