import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import type { VendorAccess, VendorRotate } from './api/vendor-access.ts';

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
  const [graceHours, setGraceHours] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRotate({
      code: vendor.code,
      graceHours: graceHours.trim() === '' ? undefined : Number(graceHours),
      reason: reason.trim() || undefined,
    });
  };
  return (
    <form
      className={styles.card}
      onSubmit={submit}
      aria-label={t('rotateTitle', { name: vendor.displayName })}
      data-testid="vendor-rotate"
    >
      <h3 className={styles.subtitle}>{t('rotateTitle', { name: vendor.displayName })}</h3>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('field.graceHours')}</span>
          <input
            value={graceHours}
            inputMode="numeric"
            pattern="\d{1,3}"
            placeholder="24"
            onChange={(event) => setGraceHours(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('field.reason')}</span>
          <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
        </label>
      </div>
      <p className={styles.hint}>{t('field.graceHint')}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
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
