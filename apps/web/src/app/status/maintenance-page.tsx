import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { openCustomerService } from '../customer-service.ts';
import type { StatusValue } from '../../lib/status-context.tsx';
import styles from './status-pages.module.css';
import { StatusScreen } from './status-screen.tsx';

/** The maintenance page always shows Vietnamese and English side by side, whatever the site language. */
const LANGUAGES = ['VI', 'EN'] as const;

export function MaintenancePage({ status }: { status: StatusValue }) {
  const [isReady, setReady] = useState(() => LANGUAGES.every((language) => i18n.hasResourceBundle(language, 'common')));
  useTranslation('common');
  useEffect(() => {
    if (isReady) return;
    void Promise.all(LANGUAGES.map((language) => loadNamespaces(['common'], language))).then(() => setReady(true));
  }, [isReady]);

  const serviceUrl = status.info.customerService[0]?.url;
  const fixed = LANGUAGES.map((language) => ({ language, t: i18n.getFixedT(language, 'common') }));
  const reload = () => window.location.reload();
  if (!isReady) return <div className={styles.screen} />;

  return (
    <StatusScreen
      logoAlt={fixed[1]!.t('brandName')}
      wide
      roundJoins
      drawing={
        <path d="M38 12a12 12 0 0 0-14.6 15.4L10 40.8a5 5 0 0 0 7.1 7.1l13.4-13.4A12 12 0 0 0 46 20l-7 7-6-1-1-6 7-7Z" />
      }
    >
      <div className={styles.columns}>
        {fixed.map(({ language, t }) => (
          <section key={language} lang={language.toLowerCase()} className={styles.column}>
            <h1 className={styles.title}>{t('maintenance.title')}</h1>
            <p className={styles.text}>{t('maintenance.body')}</p>
            <p className={styles.text}>{t('maintenance.contact')}</p>
            {status.maintenanceEnd ? (
              <p className={styles.end}>
                {t('maintenance.endTime')} <strong>{formatDateTime(status.maintenanceEnd, language)}</strong>
              </p>
            ) : null}
          </section>
        ))}
      </div>
      <div className={styles.buttons}>
        {serviceUrl ? (
          <Button variant="primary" onClick={() => openCustomerService(serviceUrl)}>
            {fixed.map(({ t }) => t('maintenance.contactButton')).join(' / ')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={reload}>
          {fixed.map(({ t }) => t('maintenance.refresh')).join(' / ')}
        </Button>
      </div>
    </StatusScreen>
  );
}
