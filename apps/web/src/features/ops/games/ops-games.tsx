import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useGameStatusSwitch } from '../api/game-status.ts';
import { useGameVendors } from '../api/game-vendors.ts';
import styles from '../ops.module.css';
import { VendorGames } from './vendor-games.tsx';
import { VendorsTable } from './vendors-table.tsx';

/** Admin: switch vendors and their games ACTIVE / MAINTENANCE / DISABLED; each change is audited and applies at once. */
export function OpsGames() {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const [reason, setReason] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const change = useGameStatusSwitch(reason);
  const vendors = useGameVendors();
  if (vendors.isPending) return <Spinner size={28} label={t('loading')} />;
  if (vendors.error || !vendors.data)
    return (
      <p className={styles.error} role="alert">
        {describeError(vendors.error)}
      </p>
    );
  const vendor = vendors.data.find((row) => row.code === selected) ?? null;
  return (
    <section className={styles.panel} aria-label={t('nav.games')}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('games.reason')}</span>
          <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
        </label>
        <p className={styles.hint}>{t('games.hint')}</p>
      </div>
      {change.error ? (
        <p className={styles.error} role="alert">
          {describeError(change.error)}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p className={styles.success} role="status">
          {t('games.saved', { name: change.data.name, status: t(`games.status.${change.data.status}`) })}
        </p>
      ) : null}
      <VendorsTable vendors={vendors.data} selected={selected} change={change} onSelect={setSelected} />
      {vendor ? (
        <VendorGames key={vendor.code} vendor={vendor} change={change} />
      ) : (
        <p className={styles.hint}>{t('games.pickVendor')}</p>
      )}
    </section>
  );
}
