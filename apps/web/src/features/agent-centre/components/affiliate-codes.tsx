import { QR_CODE } from '@lucky/contracts/common/constants';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from './agent-ui.module.css';
import { AffiliateCreateForm } from './affiliate-create-form.tsx';
import { AffiliateRow, type AffiliateCode } from './affiliate-row.tsx';
import pageStyles from './register-center.module.css';

/** Affiliate codes and links: create (code + optional domain), enable or disable, copy the link, show its QR code. */
export function AffiliateCodes({ codes }: { codes: readonly AffiliateCode[] }) {
  const { t } = useTranslation('agent');
  const [qrFor, setQrFor] = useState<AffiliateCode | null>(null);
  return (
    <>
      <AffiliateCreateForm />
      {codes.length === 0 ? (
        <EmptyState title={t('affiliate.empty')} />
      ) : (
        <div className={styles.scroll} style={{ marginTop: 'var(--space-4)' }}>
          <table className={styles.table} data-testid="affiliate-codes">
            <thead>
              <tr>
                <th>{t('affiliate.code')}</th>
                <th>{t('affiliate.link')}</th>
                <th>{t('column.status')}</th>
                <th>{t('downline.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((item) => (
                <AffiliateRow key={item.id} item={item} onQr={() => setQrFor(item)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {qrFor ? <AffiliateQrDialog item={qrFor} onClose={() => setQrFor(null)} /> : null}
    </>
  );
}

function AffiliateQrDialog({ item, onClose }: { item: AffiliateCode; onClose: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <ModalDialog
      width={440}
      title={t('affiliate.qrTitle', { code: item.code })}
      onClose={onClose}
      testId="affiliate-qr"
    >
      <div className={pageStyles.qrBox}>
        <div className={pageStyles.qr} style={{ padding: QR_CODE.margin }}>
          <QRCodeSVG value={item.link} size={QR_CODE.size} marginSize={0} level="M" title={item.link} />
        </div>
        <p className={styles.mono}>{item.link}</p>
      </div>
    </ModalDialog>
  );
}
