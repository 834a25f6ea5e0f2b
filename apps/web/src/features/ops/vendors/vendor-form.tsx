import { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import own from './ops-vendors.module.css';
import type { VendorAccess, VendorCreate } from './api/vendor-access.ts';

/** Kept here rather than imported from the contracts so the desk does not pull zod into the bundle. */
const STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;
type Status = (typeof STATUSES)[number];
type Category = (typeof GAME_CATEGORIES)[number];

type Draft = {
  code: string;
  displayName: string;
  category: Category;
  status: Status;
  isHot: boolean;
  sort: string;
  walletEnabled: boolean;
  allowedIps: string;
  reason: string;
};

function draftOf(vendor: VendorAccess | null): Draft {
  return {
    code: vendor?.code ?? '',
    displayName: vendor?.displayName ?? '',
    category: vendor?.category ?? 'RNG',
    status: vendor?.status ?? 'ACTIVE',
    isHot: vendor?.isHot ?? false,
    sort: String(vendor?.sort ?? 0),
    walletEnabled: vendor?.walletEnabled ?? true,
    allowedIps: (vendor?.allowedIps ?? []).join('\n'),
    reason: '',
  };
}

/** One entry a line (commas and spaces separate too); the server checks each is an address or a CIDR block. */
export const parseAllowList = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

function toBody(draft: Draft): VendorCreate {
  return {
    code: draft.code.trim(),
    displayName: draft.displayName.trim(),
    category: draft.category,
    status: draft.status,
    isHot: draft.isHot,
    sort: Number(draft.sort) || 0,
    walletEnabled: draft.walletEnabled,
    allowedIps: parseAllowList(draft.allowedIps),
    reason: draft.reason.trim() || undefined,
  };
}

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
  const [draft, setDraft] = useState(() => draftOf(vendor));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toBody(draft));
  };
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={submit}
      aria-label={vendor ? `${t('edit')} ${vendor.displayName}` : t('new')}
      data-testid="vendor-form"
    >
      <div className={own.grid}>
        <div className={styles.field}>
          <label className={styles.field}>
            <span>{t('field.code')}</span>
            <input
              value={draft.code}
              required
              maxLength={40}
              pattern="[A-Z0-9_]{2,40}"
              disabled={!!vendor}
              aria-describedby="vendor-code-hint"
              onChange={(event) => set('code', event.target.value.toUpperCase())}
            />
          </label>
          <small id="vendor-code-hint" className={styles.hint}>
            {t('field.codeHint')}
          </small>
        </div>
        <label className={styles.field}>
          <span>{t('field.displayName')}</span>
          <input
            value={draft.displayName}
            required
            maxLength={60}
            onChange={(event) => set('displayName', event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('field.category')}</span>
          <select value={draft.category} onChange={(event) => set('category', event.target.value as Category)}>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`, { ns: 'common' })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('field.status')}</span>
          <select value={draft.status} onChange={(event) => set('status', event.target.value as Status)}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`games.status.${status}`, { ns: 'ops' })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('field.sort')}</span>
          <input
            value={draft.sort}
            inputMode="numeric"
            pattern="\d{1,6}"
            onChange={(event) => set('sort', event.target.value)}
          />
        </label>
      </div>
      <div className={styles.row}>
        <label className={own.check}>
          <input
            type="checkbox"
            checked={draft.walletEnabled}
            onChange={(event) => set('walletEnabled', event.target.checked)}
          />
          {t('field.walletEnabled')}
        </label>
        <label className={own.check}>
          <input type="checkbox" checked={draft.isHot} onChange={(event) => set('isHot', event.target.checked)} />
          {t('field.isHot')}
        </label>
      </div>
      <label className={styles.field}>
        <span>{t('field.allowedIps')}</span>
        <textarea
          value={draft.allowedIps}
          rows={3}
          aria-describedby="vendor-ips-hint"
          onChange={(event) => set('allowedIps', event.target.value)}
        />
      </label>
      <small id="vendor-ips-hint" className={styles.hint}>
        {t('field.allowedIpsHint')}
      </small>
      <label className={styles.field}>
        <span>{t('field.reason')}</span>
        <input value={draft.reason} maxLength={200} onChange={(event) => set('reason', event.target.value)} />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
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
