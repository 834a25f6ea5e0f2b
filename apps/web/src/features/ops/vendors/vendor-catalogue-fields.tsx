import { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import own from './ops-vendors.module.css';
import type { VendorDraft } from './vendor-draft.ts';

/** Kept here rather than imported from the contracts so the desk does not pull zod into the bundle. */
const STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;

/** The vendor's catalogue entry: code (fixed once made), name, category, status and sort order. */
export function VendorCatalogueFields({
  register,
  isEditing,
}: {
  register: UseFormRegister<VendorDraft>;
  isEditing: boolean;
}) {
  const { t } = useTranslation('opsVendors');
  const code = register('code');
  return (
    <div className={own.grid}>
      <div className={styles.field}>
        <label className={styles.field}>
          <span>{t('field.code')}</span>
          <input
            {...code}
            required
            maxLength={40}
            pattern="[A-Z0-9_]{2,40}"
            disabled={isEditing}
            aria-describedby="vendor-code-hint"
            onChange={(event) => {
              // Codes are capitals: what is typed is shown and kept upper case.
              event.target.value = event.target.value.toUpperCase();
              void code.onChange(event);
            }}
          />
        </label>
        <small id="vendor-code-hint" className={styles.hint}>
          {t('field.codeHint')}
        </small>
      </div>
      <label className={styles.field}>
        <span>{t('field.displayName')}</span>
        <input required maxLength={60} {...register('displayName')} />
      </label>
      <label className={styles.field}>
        <span>{t('field.category')}</span>
        <select {...register('category')}>
          {GAME_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`category.${category}`, { ns: 'common' })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('field.status')}</span>
        <select {...register('status')}>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`games.status.${status}`, { ns: 'ops' })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('field.sort')}</span>
        <input inputMode="numeric" pattern="\d{1,6}" {...register('sort')} />
      </label>
    </div>
  );
}
