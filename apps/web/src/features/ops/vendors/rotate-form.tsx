import { opsVendorRotateSecret } from '@lucky/contracts/ops/vendor-ops-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { firstErrorMessage } from '../utils/first-error-message.ts';
import type { VendorAccess, VendorRotate } from './api/vendor-access.ts';

const rotateSchema = bodySchemaOf(opsVendorRotateSecret);

type Draft = { graceHours: string; reason: string };

type Props = {
  vendor: VendorAccess;
  isSaving: boolean;
  error: string | null;
  onRotate: (body: VendorRotate) => void;
  onCancel: () => void;
};

/** A new secret for a vendor, with how long the old one keeps signing (the server's default when left empty). */
export function RotateForm({ vendor, isSaving, error, onRotate, onCancel }: Props) {
  const { t } = useTranslation('opsVendors');
  const toBody = (draft: Draft): VendorRotate => ({
    code: vendor.code,
    graceHours: draft.graceHours.trim() === '' ? undefined : Number(draft.graceHours),
    reason: draft.reason.trim() || undefined,
  });
  const { register, handleSubmit, formState } = useForm<Draft, unknown, VendorRotate>({
    resolver: useContractResolver<Draft, VendorRotate>(rotateSchema, toBody),
    defaultValues: { graceHours: '', reason: '' },
  });
  const problem = error ?? firstErrorMessage(formState.errors);
  return (
    <form
      className={styles.card}
      onSubmit={handleSubmit(onRotate)}
      aria-label={t('rotateTitle', { name: vendor.displayName })}
      data-testid="vendor-rotate"
    >
      <h3 className={styles.subtitle}>{t('rotateTitle', { name: vendor.displayName })}</h3>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('field.graceHours')}</span>
          <input inputMode="numeric" pattern="\d{1,3}" placeholder="24" {...register('graceHours')} />
        </label>
        <label className={styles.field}>
          <span>{t('field.reason')}</span>
          <input maxLength={200} {...register('reason')} />
        </label>
      </div>
      <p className={styles.hint}>{t('field.graceHint')}</p>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={isSaving}>
          {t('confirmRotate')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
