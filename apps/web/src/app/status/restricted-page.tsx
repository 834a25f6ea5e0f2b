import { safeSiteLink } from '@lucky/contracts/common/site-link';
import { useTranslation } from 'react-i18next';
import logoUrl from '../../assets/logo.svg';
import type { StatusValue } from '../../lib/status-context.tsx';
import styles from './status-pages.module.css';

/** The location/IP restriction page, in the spec's exact wording (including 'Accces Denied'). */
export function RestrictedPage({ status }: { status: StatusValue }) {
  const { t } = useTranslation('common');
  const serviceUrl = safeSiteLink(status.info.customerService[0]?.url);
  return (
    <div className={styles.screen}>
      <img src={logoUrl} alt={t('brandName')} width={200} height={48} />
      <div className={styles.card}>
        <div className={`${styles.illustration} ${styles.denied}`} aria-hidden="true">
          <svg
            viewBox="0 0 64 64"
            width="64"
            height="64"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          >
            <circle cx="32" cy="32" r="22" />
            <path d="M16.5 47.5 47.5 16.5" />
          </svg>
        </div>
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
      </div>
    </div>
  );
}
