import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { DeskQuery } from '../pvp/desk-query.tsx';
import { useMerchantConfig, type MerchantConfig } from './api/settings.ts';
import { ConfigAuditTrail } from './config-audit-trail.tsx';
import { LanguagesSection, ModulesSection, RegionSection } from './sections/access-sections.tsx';
import { MaintenanceSection } from './sections/maintenance-section.tsx';
import { LimitsSection, PaymentsSection } from './sections/money-sections.tsx';
import { RegistrationSection } from './sections/registration-section.tsx';
import { SectionSavedContext } from './saved-context.ts';
import styles from './settings.module.css';

const SECTIONS: Record<string, ComponentType<{ config: MerchantConfig }>> = {
  maintenance: MaintenanceSection,
  regions: RegionSection,
  modules: ModulesSection,
  languages: LanguagesSection,
  payments: PaymentsSection,
  limits: LimitsSection,
  registration: RegistrationSection,
};

/**
 * The site settings desk: forms over the merchant configuration, one tab a section, each change previewed
 * (before → after) and saved with a reason; the configuration's audit trail under them.
 */
export function OpsSettings() {
  const { t } = useTranslation('opsReports');
  const [tab, setTab] = useState('maintenance');
  const [saved, setSaved] = useState(false);
  const query = useMerchantConfig();
  const Section = SECTIONS[tab]!;
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('settings.title')}</h2>
      <Tabs
        ariaLabel={t('settings.title')}
        items={Object.keys(SECTIONS).map((key) => ({ key, label: t(`settings.tab.${key}`) }))}
        active={tab}
        onChange={(key) => {
          setTab(key);
          setSaved(false);
        }}
      />
      {saved ? (
        <p role="status" className={styles.saved} data-testid="settings-saved">
          {t('settings.saved')}
        </p>
      ) : null}
      <SectionSavedContext value={() => setSaved(true)}>
        <DeskQuery query={query}>
          {/* Keyed by the document, so a saved change (or one from elsewhere) resets the form to what is stored. */}
          {(config) => <Section key={`${tab}:${JSON.stringify(config)}`} config={config} />}
        </DeskQuery>
      </SectionSavedContext>
      <ConfigAuditTrail />
    </div>
  );
}
