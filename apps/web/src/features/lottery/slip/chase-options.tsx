import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './slip.module.css';

export type ChaseState = { isOn: boolean; drawCount: number; stopOnWin: boolean };
export const MIN_CHASE_DRAWS = 2;
export const MAX_CHASE_DRAWS = 120;

/** The chase switch: the same slip over the next N draws, optionally stopping after a win. */
export function ChaseOptions({
  value,
  onChange,
  firstDrawKey,
  isAvailable,
}: {
  value: ChaseState;
  onChange: (value: ChaseState) => void;
  firstDrawKey: string | null;
  isAvailable: boolean;
}) {
  const { t } = useTranslation('lottery');
  const countId = useId();
  if (!isAvailable) return <p className={styles.chaseNote}>{t('chase.unavailable')}</p>;
  return (
    <fieldset className={styles.chase}>
      <legend className="visually-hidden">{t('chase.title')}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.isOn}
          onChange={(event) => onChange({ ...value, isOn: event.target.checked })}
        />
        {t('chase.toggle')}
      </label>
      {value.isOn ? (
        <div className={styles.chaseFields}>
          <label htmlFor={countId} className={styles.chaseCount}>
            {t('chase.draws')}
            <input
              id={countId}
              type="number"
              min={MIN_CHASE_DRAWS}
              max={MAX_CHASE_DRAWS}
              value={value.drawCount}
              onChange={(event) =>
                onChange({
                  ...value,
                  drawCount: Math.min(
                    MAX_CHASE_DRAWS,
                    Math.max(MIN_CHASE_DRAWS, Math.floor(Number(event.target.value)) || MIN_CHASE_DRAWS),
                  ),
                })
              }
            />
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={value.stopOnWin}
              onChange={(event) => onChange({ ...value, stopOnWin: event.target.checked })}
            />
            {t('chase.stopOnWin')}
          </label>
          {firstDrawKey ? (
            <span className={styles.chaseNote}>
              {t('chase.from', { drawKey: firstDrawKey, count: value.drawCount })}
            </span>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
