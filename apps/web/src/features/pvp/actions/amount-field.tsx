import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparator } from '../../../lib/format.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { clampMinor, fromMinorUnits, toMinorUnits } from '../utils/minor-units.ts';
import styles from './actions.module.css';

/**
 * A typed amount in the reader's own notation: "1.234,50" in Vietnamese or Indonesian, "1,234.50" in English. The
 * other separator is taken as grouping and dropped.
 */
export function readTypedAmount(text: string, separator: string): string {
  const grouping = separator === ',' ? '.' : ',';
  return text.trim().split(grouping).join('').replace(separator, '.');
}

type AmountFieldProps = {
  min: bigint;
  max: bigint;
  step: bigint;
  value: bigint;
  onChange: (value: bigint) => void;
  disabled: boolean;
};

/**
 * The bet amount: a slider from the minimum to all-in, − and + by the step, and the amount typed by hand. A typed
 * amount outside the bounds is held at the nearest bound when the field is left, and said so while typing.
 */
export function AmountField({ min, max, step, value, onChange, disabled }: AmountFieldProps) {
  const { t, i18n } = useTranslation('pvp');
  const money = useMoney();
  const { scale } = useSiteStatus().currency;
  const separator = decimalSeparator(i18n.language);
  const [typed, setTyped] = useState<string | null>(null);
  const parse = (text: string) => toMinorUnits(readTypedAmount(text, separator), scale);
  const typedValue = typed === null ? value : parse(typed);
  const isOutside = typed !== null && (typedValue === null || typedValue < min || typedValue > max);
  const nudge = (direction: 1n | -1n) => onChange(clampMinor(value + direction * step, min, max));
  // The range input works on numbers: positions along the range, not money, so the float never touches an amount.
  const span = max - min;
  const positions = span > 1000n ? 1000n : span;
  const position = span === 0n ? 0 : Number(((value - min) * positions) / span);
  const fromPosition = (at: number) => (positions === 0n ? min : min + (span * BigInt(at)) / positions);
  return (
    <div className={styles.amount}>
      <button
        type="button"
        className={styles.nudge}
        disabled={disabled || value <= min}
        onClick={() => nudge(-1n)}
        aria-label={t('sizing.less')}
      >
        −
      </button>
      <input
        type="range"
        className={styles.slider}
        min={0}
        max={Number(positions)}
        value={position}
        disabled={disabled}
        aria-label={t('sizing.slider')}
        aria-valuetext={money(fromMinorUnits(value, scale))}
        onChange={(event) => onChange(fromPosition(Number(event.target.value)))}
      />
      <button
        type="button"
        className={styles.nudge}
        disabled={disabled || value >= max}
        onClick={() => nudge(1n)}
        aria-label={t('sizing.more')}
      >
        +
      </button>
      <input
        className={`${styles.typed} ${isOutside ? styles.typedBad : ''}`}
        inputMode="decimal"
        aria-label={t('sizing.amount')}
        aria-invalid={isOutside}
        value={typed ?? fromMinorUnits(value, scale).replace('.', separator)}
        disabled={disabled}
        onChange={(event) => {
          setTyped(event.target.value);
          const parsed = parse(event.target.value);
          if (parsed !== null && parsed >= min && parsed <= max) onChange(parsed);
        }}
        onBlur={() => {
          if (typedValue !== null) onChange(clampMinor(typedValue, min, max));
          setTyped(null);
        }}
      />
      {isOutside ? (
        <span className={styles.bounds} role="status">
          {t('sizing.bounds', { min: money(fromMinorUnits(min, scale)), max: money(fromMinorUnits(max, scale)) })}
        </span>
      ) : null}
    </div>
  );
}
