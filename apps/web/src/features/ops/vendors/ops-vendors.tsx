import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';
import { useVendorAccessList } from './api/vendor-access.ts';
import { useCreateVendor, useRotateSecret, useUpdateVendor } from './api/vendor-changes.ts';
import { SecretReveal } from './secret-reveal.tsx';
import { VendorAccessTable } from './vendor-access-table.tsx';
import { VendorPanel, type Panel, type Revealed } from './vendor-panel.tsx';

/** Admin: onboard game vendors — create and edit, the wallet secret (shown once, rotated with a grace period), the allow list and the wallet switch. */
export function OpsVendors() {
  const { t } = useTranslation('opsVendors');
  const describeError = useErrorMessage();
  const vendors = useVendorAccessList();
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const rotate = useRotateSecret();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const open = (next: Panel | null) => {
    for (const mutation of [create, update, rotate]) mutation.reset();
    setSaved(null);
    setPanel(next);
  };
  const dismissSecret = () => {
    setRevealed(null);
    // The mutations' answers held the secret too.
    create.reset();
    rotate.reset();
  };
  return (
    <section className={styles.panel} aria-label={t('title')} data-testid="ops-vendors-desk">
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('title')}</h2>
        {panel === null && revealed === null ? (
          <Button size="sm" onClick={() => open({ kind: 'new' })}>
            {t('new')}
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>{t('intro')}</p>
      {revealed ? <SecretReveal name={revealed.name} secret={revealed.secret} onDone={dismissSecret} /> : null}
      {saved ? (
        <p className={styles.success} role="status">
          {t('saved', { name: saved })}
        </p>
      ) : null}
      {panel ? (
        <VendorPanel
          panel={panel}
          mutations={{ create, update, rotate }}
          onClose={() => setPanel(null)}
          onRevealed={setRevealed}
          onSaved={setSaved}
        />
      ) : null}
      {vendors.isPending ? <Spinner size={28} label={t('title')} /> : null}
      {vendors.error ? (
        <p className={styles.error} role="alert">
          {describeError(vendors.error)}
        </p>
      ) : null}
      {update.error && panel === null ? (
        <p className={styles.error} role="alert">
          {describeError(update.error)}
        </p>
      ) : null}
      {vendors.data?.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {vendors.data && vendors.data.length > 0 ? (
        <VendorAccessTable
          vendors={vendors.data}
          isSwitching={update.isPending}
          onEdit={(vendor) => open({ kind: 'edit', vendor })}
          onRotate={(vendor) => open({ kind: 'rotate', vendor })}
          onSwitchWallet={(vendor) => {
            open(null);
            update.mutate({ code: vendor.code, walletEnabled: !vendor.walletEnabled });
          }}
        />
      ) : null}
    </section>
  );
}
