import { PROMOTION_KINDS, PROMOTION_PERIODS, PROMOTION_TYPES } from '@lucky/contracts/promotions/promotion-schemas';
import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import { ScheduleFields } from '../components/schedule-fields.tsx';
import type { PromotionBody, PromotionDraft } from './promotion-form-state.ts';

type Props = {
  register: UseFormRegister<PromotionDraft>;
  control: Control<PromotionDraft, unknown, PromotionBody>;
  setValue: UseFormSetValue<PromotionDraft>;
  /** An existing promotion keeps its kind: its terms and records depend on it. */
  isEditing: boolean;
};

/** Kind, filter type, period, status, window, picture and sort order. */
export function PromotionSettings({ register, control, setValue, isEditing }: Props) {
  const { t } = useTranslation('promotions');
  const [startsAt, endsAt] = useWatch({ control, name: ['startsAt', 'endsAt'] });
  return (
    <div className={styles.columns}>
      <label className={styles.field}>
        {t('ops.field.kind')}
        <select disabled={isEditing} {...register('kind')}>
          {PROMOTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('ops.field.type')}
        <select {...register('type')}>
          {PROMOTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('ops.field.period')}
        <select {...register('period')}>
          {PROMOTION_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`period.${period}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('ops.field.status')}
        <select {...register('status')}>
          <option value="DRAFT">{t('ops.draft')}</option>
          <option value="ACTIVE">{t('ops.active')}</option>
        </select>
      </label>
      <ScheduleFields
        value={{ startsAt, endsAt }}
        labels={{ startsAt: t('ops.field.startsAt'), endsAt: t('ops.field.endsAt') }}
        fieldClass={styles.field}
        onChange={(key, value) => setValue(key, value)}
      />
      <label className={styles.field}>
        {t('ops.field.image')}
        <input {...register('image')} />
      </label>
      <label className={styles.field}>
        {t('ops.field.sort')}
        <input inputMode="numeric" {...register('sort')} />
      </label>
    </div>
  );
}
