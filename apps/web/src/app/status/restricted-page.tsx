import { safeSiteLink } from '@lucky/contracts/common/site-link';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../lib/status-context.tsx';
import styles from './status-pages.module.css';
import { StatusScreen } from './status-screen.tsx';

/** The location/IP restriction page, in the spec's exact wording (including 'Accces Denied'). */
export function RestrictedPage({ status }: { status: StatusValue }) {
  const { t } = useTranslation('common');
  const serviceUrl = safeSiteLink(status.info.customerService[0]?.url);
  return (
    <StatusScreen
      logoAlt={t('brandName')}
      denied
      drawing={
        <>
          <circle cx="32" cy="32" r="22" />
          <path d="M16.5 47.5 47.5 16.5" />
        </>
      }
    >
      <h1 className={styles.title}>{t('restricted.title')}</h1>
      <p className={styles.text}>{t('restricted.text')}</p>
      <p className={styles.ip}>
        <span>{t('restricted.ipLabel')}</span> <strong data-testid="restricted-ip">{status.ip}</strong>
      </p>
      {serviceUrl ? (
        <a className={styles.contact} href={serviceUrl} target="_blank" rel="noopener noreferrer">
          {t('restricted.contact')}
        </a>
      ) : (
        <span className={styles.contact}>{t('restricted.contact')}</span>
      )}
    </StatusScreen>
  );
}
