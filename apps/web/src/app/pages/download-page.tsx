import { QR_CODE } from '@lucky/contracts/common/constants';
import { safeSiteLink } from '@lucky/contracts/common/site-link';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useSiteStatus } from '../../lib/status-context.tsx';
import styles from './download.module.css';
import pageStyles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';

const GUIDE_STEPS: Record<string, readonly string[]> = {
  MOBILECONFIG: ['scan', 'allowProfile', 'installProfile', 'open'],
  IOS: ['scan', 'install', 'trust', 'open'],
  ANDROID: ['scan', 'allowUnknown', 'install', 'open'],
};

/** App download: a QR code per resource of the merchant (150 px, 10 px quiet zone) and install guides. */
export function DownloadPage() {
  const { t } = useTranslation('pages');
  const { info } = useSiteStatus();
  // A scanned QR code opens /download?platform=ios: that platform's card and guide stand out.
  const platform = useSearchParams()[0].get('platform')?.toUpperCase();
  return (
    <div className={pageStyles.page}>
      <PageHeading
        icon={<Icon name="phone" size={28} />}
        title={t('download.title')}
        subtitle={t('download.subtitle')}
      />
      {info.resources.length === 0 ? <EmptyState title={t('empty.noDownloads')} /> : null}
      <div className={styles.grid}>
        {info.resources.map((resource) => (
          <article
            key={resource.resourceType}
            className={platform === resource.resourceType ? `${styles.card} ${styles.cardActive}` : styles.card}
            data-testid="download-card"
            aria-current={platform === resource.resourceType ? 'true' : undefined}
          >
            <div className={styles.qr} style={{ padding: QR_CODE.margin }} data-testid="download-qr">
              <QRCodeSVG
                value={resource.qrCodeUrl || resource.url}
                size={QR_CODE.size}
                marginSize={0}
                level="M"
                title={resource.labelNameEn}
              />
            </div>
            <h2 className={styles.name}>{resource.labelNameEn}</h2>
            <p className={styles.platform}>{t(`download.platform.${resource.resourceType}`)}</p>
            <a className={styles.link} href={safeSiteLink(resource.url)} target="_blank" rel="noopener noreferrer">
              <Icon name="download" size={16} />
              {t('download.direct')}
            </a>
            <div className={styles.guide}>
              <h3 className={styles.guideTitle}>{t('download.guideTitle')}</h3>
              <ol className={styles.steps}>
                {(GUIDE_STEPS[resource.resourceType] ?? []).map((step) => (
                  <li key={step}>{t(`download.steps.${resource.resourceType}.${step}`)}</li>
                ))}
              </ol>
            </div>
          </article>
        ))}
      </div>
      <p className={styles.note}>{t('download.note')}</p>
    </div>
  );
}
