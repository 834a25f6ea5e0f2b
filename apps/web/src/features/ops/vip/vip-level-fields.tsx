import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import own from './ops-vip.module.css';
import { isLockedAt, REQUIREMENT_FIELDS, type LevelDraft, type MoneyField } from './vip-level-draft.ts';

type FieldsProps = { register: UseFormRegister<LevelDraft>; levelNumber: number };

/** A money figure of the level; the thresholds of level 0 stay 0 (every member is level 0). */
function MoneyInput({ register, levelNumber, field }: FieldsProps & { field: MoneyField }) {
  const { t } = useTranslation('vip');
  return (
    <label className={styles.field}>
      <span>{t(`ops.field.${field}`)}</span>
      <input
        inputMode="decimal"
        required
        disabled={isLockedAt(levelNumber, field)}
        pattern="\d+(\.\d{1,2})?"
        {...register(field)}
      />
    </label>
  );
}

export function LevelNames({ register }: { register: UseFormRegister<LevelDraft> }) {
  const { t } = useTranslation('vip');
  return (
    <fieldset className={own.group}>
      <legend>{t('ops.group.names')}</legend>
      <div className={own.grid}>
        {TRANSLATED_LANGUAGES.map((language) => (
          <label key={language} className={styles.field}>
            <span>{t('ops.names', { language })}</span>
            <input maxLength={200} required {...register(`names.${language}`)} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function LevelRequirements({ register, levelNumber }: FieldsProps) {
  const { t } = useTranslation('vip');
  return (
    <fieldset className={own.group}>
      <legend>{t('ops.group.requirements')}</legend>
      <div className={own.grid}>
        {REQUIREMENT_FIELDS.map((field) => (
          <MoneyInput key={field} register={register} levelNumber={levelNumber} field={field} />
        ))}
      </div>
      <p className={styles.hint}>{levelNumber === 0 ? t('ops.levelZeroHint') : t('ops.requirementsHint')}</p>
    </fieldset>
  );
}

export function LevelBenefits({ register, levelNumber }: FieldsProps) {
  const { t } = useTranslation('vip');
  return (
    <fieldset className={own.group}>
      <legend>{t('ops.group.benefits')}</legend>
      <div className={own.grid}>
        <MoneyInput register={register} levelNumber={levelNumber} field="upgradeBonus" />
        <MoneyInput register={register} levelNumber={levelNumber} field="monthlyBonus" />
        <label className={styles.field}>
          <span>{t('ops.field.rebateRate')}</span>
          <input inputMode="decimal" required pattern="\d{1,3}(\.\d{1,2})?" {...register('rebateRate')} />
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.dailyWithdrawalCount')}</span>
          <input type="number" min={0} max={1000} step={1} required {...register('dailyWithdrawalCount')} />
        </label>
        <MoneyInput register={register} levelNumber={levelNumber} field="dailyWithdrawalAmount" />
      </div>
    </fieldset>
  );
}
