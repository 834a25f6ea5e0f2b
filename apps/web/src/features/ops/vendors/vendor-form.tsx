import { opsVendorCreate } from '@lucky/contracts/ops/vendor-ops-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { firstErrorMessage } from '../utils/first-error-message.ts';
import type { VendorAccess, VendorCreate } from './api/vendor-access.ts';
import own from './ops-vendors.module.css';
import { VendorCatalogueFields } from './vendor-catalogue-fields.tsx';
import { draftOf, toBody, type VendorDraft } from './vendor-draft.ts';

const vendorSchema = bodySchemaOf(opsVendorCreate);

type Props = {
  vendor: VendorAccess | null;
  isSaving: boolean;
  error: string | null;
  onSave: (body: VendorCreate) => void;
  onCancel: () => void;
};

/** Create a vendor, or edit one (its code stays): catalogue entry, wallet switch and allow list. */
export function VendorForm({ vendor, isSaving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('opsVendors');
  const { register, handleSubmit, formState } = useForm<VendorDraft, unknown, VendorCreate>({
    resolver: useContractResolver<VendorDraft, VendorCreate>(vendorSchema, toBody),
    defaultValues: draftOf(vendor),
  });
  const problem = error ?? firstErrorMessage(formState.errors);
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={handleSubmit(onSave)}
      aria-label={vendor ? `${t('edit')} ${vendor.displayName}` : t('new')}
      data-testid="vendor-form"
    >
      <VendorCatalogueFields register={register} isEditing={!!vendor} />
      <div className={styles.row}>
        <label className={own.check}>
          <input type="checkbox" {...register('walletEnabled')} />
          {t('field.walletEnabled')}
        </label>
        <label className={own.check}>
          <input type="checkbox" {...register('isHot')} />
          {t('field.isHot')}
        </label>
      </div>
      <label className={styles.field}>
        <span>{t('field.allowedIps')}</span>
        <textarea rows={3} aria-describedby="vendor-ips-hint" {...register('allowedIps')} />
      </label>
      <small id="vendor-ips-hint" className={styles.hint}>
        {t('field.allowedIpsHint')}
      </small>
      <label className={styles.field}>
        <span>{t('field.reason')}</span>
        <input maxLength={200} {...register('reason')} />
      </label>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={isSaving}>
          {vendor ? t('save') : t('create')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
