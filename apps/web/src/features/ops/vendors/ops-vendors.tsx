import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';
import own from './ops-vendors.module.css';
import { RotateForm } from './rotate-form.tsx';
import { SecretReveal } from './secret-reveal.tsx';
import { VendorForm } from './vendor-form.tsx';
import { useVendorAccessList, type VendorAccess } from './api/vendor-access.ts';
import { useCreateVendor, useRotateSecret, useUpdateVendor } from './api/vendor-changes.ts';

type Panel = { kind: 'new' } | { kind: 'edit'; vendor: VendorAccess } | { kind: 'rotate'; vendor: VendorAccess } | null;
/** A secret just made, until the operator says it is stored: the only place the desk ever holds one. */
type Revealed = { name: string; secret: string } | null;

/** Admin: onboard game vendors — create and edit, the wallet secret (shown once, rotated with a grace period), the allow list and the wallet switch. */
export function OpsVendors() {
  const { t } = useTranslation('opsVendors');
  const describeError = useErrorMessage();
  const vendors = useVendorAccessList();
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const rotate = useRotateSecret();
  const [panel, setPanel] = useState<Panel>(null);
  const [revealed, setRevealed] = useState<Revealed>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const open = (next: Panel) => {
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
  const fmt = (iso: string) => new Date(iso).toLocaleString();

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
      {panel?.kind === 'new' ? (
        <VendorForm
          vendor={null}
          isSaving={create.isPending}
          error={create.error ? describeError(create.error) : null}
          onCancel={() => setPanel(null)}
          onSave={(body) =>
            create.mutate(body, {
              onSuccess: (answer) => {
                setPanel(null);
                setRevealed({ name: answer.vendor.displayName, secret: answer.walletSecret });
              },
            })
          }
        />
      ) : null}
      {panel?.kind === 'edit' ? (
        <VendorForm
          key={panel.vendor.code}
          vendor={panel.vendor}
          isSaving={update.isPending}
          error={update.error ? describeError(update.error) : null}
          onCancel={() => setPanel(null)}
          onSave={({ code: _code, ...fields }) =>
            update.mutate(
              { code: panel.vendor.code, ...fields },
              {
                onSuccess: (vendor) => {
                  setPanel(null);
                  setSaved(vendor.displayName);
                },
              },
            )
          }
        />
      ) : null}
      {panel?.kind === 'rotate' ? (
        <RotateForm
          vendor={panel.vendor}
          isSaving={rotate.isPending}
          error={rotate.error ? describeError(rotate.error) : null}
          onCancel={() => setPanel(null)}
          onRotate={(body) =>
            rotate.mutate(body, {
              onSuccess: (answer) => {
                setPanel(null);
                setRevealed({ name: answer.vendor.displayName, secret: answer.walletSecret });
              },
            })
          }
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
        <table className={styles.table} data-testid="ops-vendor-access">
          <thead>
            <tr>
              <th>{t('column.vendor')}</th>
              <th>{t('column.category')}</th>
              <th>{t('column.status')}</th>
              <th>{t('column.wallet')}</th>
              <th>{t('column.allowList')}</th>
              <th>{t('column.secret')}</th>
              <th className={styles.num}>{t('column.games')}</th>
              <th>{t('column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {vendors.data.map((vendor) => (
              <tr key={vendor.code}>
                <td>
                  {vendor.displayName}
                  <span className={own.muted}>{vendor.code}</span>
                </td>
                <td>{t(`category.${vendor.category}`, { ns: 'common' })}</td>
                <td>{t(`games.status.${vendor.status}`, { ns: 'ops' })}</td>
                <td className={vendor.walletEnabled ? own.on : own.off}>
                  {vendor.walletEnabled ? t('wallet.on') : t('wallet.off')}
                </td>
                <td>
                  {vendor.allowedIps.length === 0 ? (
                    <span className={own.muted}>{t('anyAddress')}</span>
                  ) : (
                    <ul className={own.ips}>
                      {vendor.allowedIps.map((entry) => (
                        <li key={entry}>{entry}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  {vendor.secretSetAt
                    ? t('secretSetAt', { time: fmt(vendor.secretSetAt) })
                    : vendor.hasSecret
                      ? '✓'
                      : t('noSecret')}
                  {vendor.previousSecretValidUntil ? (
                    <span className={own.muted}>
                      {t('previousUntil', { time: fmt(vendor.previousSecretValidUntil) })}
                    </span>
                  ) : null}
                </td>
                <td className={styles.num}>{vendor.games}</td>
                <td>
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => open({ kind: 'edit', vendor })}>
                      {t('edit')}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => open({ kind: 'rotate', vendor })}>
                      {t('rotate')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={update.isPending}
                      onClick={() => {
                        open(null);
                        update.mutate({ code: vendor.code, walletEnabled: !vendor.walletEnabled });
                      }}
                    >
                      {vendor.walletEnabled ? t('switchOff') : t('switchOn')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
