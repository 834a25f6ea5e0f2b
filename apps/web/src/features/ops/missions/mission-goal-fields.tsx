import { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import { MISSION_METRICS, MISSION_PERIODS } from '@lucky/contracts/missions/mission-constants';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import type { MissionDraft } from './mission-draft.ts';

/** Period, what is counted (and in which game category), the target, the reward and the sort order. */
export function MissionGoalFields({ register, metric }: { register: UseFormRegister<MissionDraft>; metric: string }) {
  const { t } = useTranslation('missions');
  return (
    <>
      <label className={styles.field}>
        <span>{t('ops.field.period')}</span>
        <select {...register('period')}>
          {MISSION_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`ops.period.${period}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('ops.field.metric')}</span>
        <select {...register('metric')}>
          {MISSION_METRICS.map((value) => (
            <option key={value} value={value}>
              {t(`mission.metric.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('ops.field.category')}</span>
        <select disabled={metric === 'DEPOSIT'} {...register('gameCategory')}>
          <option value="">{t('ops.field.anyCategory')}</option>
          {GAME_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`mission.category.${category}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('ops.field.target')}</span>
        <input inputMode="decimal" required {...register('target')} />
      </label>
      <label className={styles.field}>
        <span>{t('ops.field.reward')}</span>
        <input inputMode="decimal" required {...register('rewardAmount')} />
      </label>
      <label className={styles.field}>
        <span>{t('ops.field.sort')}</span>
        <input inputMode="numeric" {...register('sort')} />
      </label>
    </>
  );
}
