import { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import own from './ops-mall.module.css';
import type { PointsConfigDraft } from './points-config-draft.ts';

/** A money amount per point (up to four decimals, as the contract allows); "0" turns the source off. */
const RATE_PATTERN = '\\d{1,12}(\\.\\d{1,4})?';

function RateInput({ label, field }: { label: string; field: UseFormRegisterReturn }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input inputMode="decimal" required pattern={RATE_PATTERN} {...field} />
    </label>
  );
}

/** Money per point for each game category's valid bets, and for deposits. */
export function EarnRates({ register }: { register: UseFormRegister<PointsConfigDraft> }) {
  const { t } = useTranslation('points');
  return (
    <>
      <fieldset className={own.group}>
        <legend>{t('ops.bet')}</legend>
        <div className={own.fields}>
          {GAME_CATEGORIES.map((category) => (
            <RateInput
              key={category}
              label={t(`category.${category}`, { ns: 'common' })}
              field={register(`bet.${category}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={own.group}>
        <legend>{t('ops.deposit')}</legend>
        <div className={own.fields}>
          <RateInput label={t('earn.deposit')} field={register('deposit')} />
        </div>
      </fieldset>
    </>
  );
}

/** Converting points to cash: the switch, the rate (`points` points give `cash`) and the smallest conversion. */
export function ConvertSettings({
  register,
  rate,
  currency,
}: {
  register: UseFormRegister<PointsConfigDraft>;
  rate: { points: string; cash: string };
  currency: string;
}) {
  const { t } = useTranslation('points');
  return (
    <fieldset className={own.group}>
      <legend>{t('ops.convertTitle')}</legend>
      <label className={own.check}>
        <input type="checkbox" {...register('isEnabled')} />
        <span>{t('ops.convertEnabled')}</span>
      </label>
      <div className={own.fields}>
        <label className={styles.field}>
          <span>{t('ops.convertPoints')}</span>
          <input type="number" min={1} max={1_000_000} step={1} required {...register('points')} />
        </label>
        <RateInput label={t('ops.convertCash')} field={register('cash')} />
        <label className={styles.field}>
          <span>{t('ops.minPoints')}</span>
          <input type="number" min={1} max={100_000_000} step={1} required {...register('minPoints')} />
        </label>
      </div>
      <p className={styles.hint}>
        {t('convert.rate', { points: rate.points || '?', cash: `${rate.cash || '?'} ${currency}` })}
      </p>
    </fieldset>
  );
}
