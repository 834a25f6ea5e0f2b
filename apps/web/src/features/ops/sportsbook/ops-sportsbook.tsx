import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import styles from '../ops.module.css';
import { EventMonitor } from './events/event-monitor.tsx';
import { SettingsDesk } from './settings/settings-desk.tsx';

type Part = 'events' | 'settings';

/**
 * Admin: the in-house sportsbook — the event monitor (liability, suspensions, void, seeds) and the settings (margins
 * and limits per sport and market type, the cash-out margin, bet delay and parlay cap). Every change is audited.
 */
export function OpsSportsbook() {
  const { t } = useTranslation('opsSports');
  const [part, setPart] = useState<Part>('events');
  const parts = [
    { key: 'events', label: t('parts.events') },
    { key: 'settings', label: t('parts.settings') },
  ];
  return (
    <section className={styles.panel} aria-label={t('title')} data-testid="ops-sportsbook">
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('title')}</h2>
        <Tabs items={parts} active={part} onChange={(key) => setPart(key as Part)} ariaLabel={t('title')} />
      </div>
      {part === 'events' ? <EventMonitor /> : null}
      {part === 'settings' ? <SettingsDesk /> : null}
    </section>
  );
}
