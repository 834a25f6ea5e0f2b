import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './picker.module.css';

export type StakeValue = { unitStake: string; points: number };

type Props = {
  value: StakeValue;
  onChange: (value: StakeValue) => void;
  /** The Vietnamese lottery counts in points (điểm), each at the unit stake. */
  usesPoints: boolean;
  minStake?: string;
  maxStake?: string;
  unitLabel: string;
};

const CHIPS = ['1', '5', '10', '50', '100'];

/** The stake of the selections being built: a unit stake (with chips) and, for the Vietnamese lottery, points. */
export function StakeFields({ value, onChange, usesPoints, minStake, maxStake, unitLabel }: Props) {
  const { t } = useTranslation('lottery');
  const stakeId = useId();
  const pointsId = useId();
  // The field keeps what is typed (even empty, mid-edit); the value takes it once it is a whole number of points.
  const [pointsText, setPointsText] = useState(String(value.points));
  return (
    <div className={styles.stake}>
      <label className={styles.field} htmlFor={stakeId}>
        <span>{unitLabel}</span>
        <input
          id={stakeId}
          inputMode="decimal"
          value={value.unitStake}
          onChange={(event) => onChange({ ...value, unitStake: event.target.value.replace(/[^\d.]/g, '') })}
        />
      </label>
      <div className={styles.chips}>
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className={styles.chip}
            aria-pressed={value.unitStake === chip}
            onClick={() => onChange({ ...value, unitStake: chip })}
          >
            {chip}
          </button>
        ))}
      </div>
      {usesPoints ? (
        <label className={styles.field} htmlFor={pointsId}>
          <span>{t('stake.points')}</span>
          <input
            id={pointsId}
            inputMode="numeric"
            value={pointsText}
            onChange={(event) => {
              const text = event.target.value.replace(/\D/g, '').slice(0, 7);
              setPointsText(text);
              const points = Number(text);
              if (points >= 1) onChange({ ...value, points: Math.min(1_000_000, points) });
            }}
            onBlur={() => setPointsText(String(value.points))}
          />
        </label>
      ) : null}
      {minStake && maxStake ? (
        <span className={styles.limits}>{t('stake.limits', { min: minStake, max: maxStake })}</span>
      ) : null}
    </div>
  );
}
