import { MALL_ITEM_KINDS } from '@lucky/contracts/points/points-constants';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import type { MallItemDraft } from './mall-item-draft.ts';
import own from './ops-mall.module.css';

/** Picture, kind, price in points, cash value (cash items only), stock, sort order and the shown switch. */
export function MallItemFields({
  register,
  kind,
}: {
  register: UseFormRegister<MallItemDraft>;
  kind: MallItemDraft['kind'];
}) {
  const { t } = useTranslation('points');
  return (
    <div className={own.fields}>
      <label className={`${styles.field} ${own.wide}`}>
        <span>{t('ops.field.imageUrl')}</span>
        <input required maxLength={301} placeholder="/assets/mall/…" {...register('imageUrl')} />
      </label>
      <label className={styles.field}>
        <span>{t('ops.field.kind')}</span>
        <select {...register('kind')}>
          {MALL_ITEM_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`kind.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('ops.field.pointsCost')}</span>
        <input type="number" min={1} max={1_000_000_000} step={1} required {...register('pointsCost')} />
      </label>
      {kind === 'CASH' ? (
        <label className={styles.field}>
          <span>{t('ops.field.cashValue')}</span>
          <input inputMode="decimal" required pattern="\d+(\.\d{1,2})?" {...register('cashValue')} />
        </label>
      ) : null}
      <label className={styles.field}>
        <span>{t('ops.field.stock')}</span>
        <input
          type="number"
          min={0}
          max={10_000_000}
          step={1}
          placeholder={t('ops.field.stockHint')}
          {...register('stock')}
        />
      </label>
      <label className={styles.field}>
        <span>{t('ops.field.sort')}</span>
        <input type="number" min={0} max={100_000} step={1} {...register('sort')} />
      </label>
      <label className={own.check}>
        <input type="checkbox" {...register('isEnabled')} />
        <span>{t('ops.field.isEnabled')}</span>
      </label>
    </div>
  );
}
