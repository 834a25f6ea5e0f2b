import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import type { VendorAccess } from './api/vendor-access.ts';
import own from './ops-vendors.module.css';

const fmt = (iso: string) => new Date(iso).toLocaleString();

type Actions = {
  isSwitching: boolean;
  onEdit: (vendor: VendorAccess) => void;
  onRotate: (vendor: VendorAccess) => void;
  onSwitchWallet: (vendor: VendorAccess) => void;
};

/** Every vendor with its wallet switch, allow list and secret dates, and the buttons that change them. */
export function VendorAccessTable({ vendors, ...actions }: Actions & { vendors: readonly VendorAccess[] }) {
  const { t } = useTranslation('opsVendors');
  return (
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
        {vendors.map((vendor) => (
          <VendorRow key={vendor.code} vendor={vendor} {...actions} />
        ))}
      </tbody>
    </table>
  );
}

function VendorRow({ vendor, isSwitching, ...on }: Actions & { vendor: VendorAccess }) {
  const { t } = useTranslation('opsVendors');
  const onEdit = () => on.onEdit(vendor);
  const onRotate = () => on.onRotate(vendor);
  const onSwitchWallet = () => on.onSwitchWallet(vendor);
  return (
    <tr>
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
          <span className={own.muted}>{t('previousUntil', { time: fmt(vendor.previousSecretValidUntil) })}</span>
        ) : null}
      </td>
      <td className={styles.num}>{vendor.games}</td>
      <td>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('edit')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onRotate}>
            {t('rotate')}
          </Button>
          <Button size="sm" variant="ghost" disabled={isSwitching} onClick={onSwitchWallet}>
            {vendor.walletEnabled ? t('switchOff') : t('switchOn')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
