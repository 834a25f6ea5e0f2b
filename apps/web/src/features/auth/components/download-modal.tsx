import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { QR_CODE, RESOURCE_TYPES } from '@lucky/contracts/common/constants';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { ModalShell } from './modal-shell.tsx';
import styles from './download-modal.module.css';

/** App download: one QR code per resource the merchant has (MOBILECONFIG, IOS, ANDROID). */
export function DownloadModal() {
  const isOpen = useModalStore((state) => state.open.download);
  const hide = useModalStore((state) => state.hide);
  const { t } = useTranslation('auth');
  return (
    <ModalShell
      isOpen={isOpen}
      onClose={() => hide('download')}
      title={t('download.title')}
      width={640}
      testId="download-modal"
    >
      <DownloadContent />
    </ModalShell>
  );
}

function DownloadContent() {
  const { t } = useTranslation('auth');
  const { info } = useSiteStatus();
  const resources = RESOURCE_TYPES.flatMap((type) =>
    info.resources.filter((resource) => resource.resourceType === type && (resource.qrCodeUrl || resource.url)),
  );
  if (resources.length === 0) return <EmptyState title={t('download.none')} />;
  return (
    <>
      <p className={styles.intro}>{t('download.intro')}</p>
      <ul className={styles.list}>
        {resources.map((resource) => (
          <li key={resource.resourceType} className={styles.item}>
            <div className={styles.qr} style={{ padding: QR_CODE.margin }}>
              <QRCodeSVG
                value={resource.qrCodeUrl || resource.url}
                size={QR_CODE.size}
                level="M"
                title={resource.labelNameEn}
              />
            </div>
            <a className={styles.label} href={resource.url} target="_blank" rel="noopener noreferrer">
              {resource.labelNameEn}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
