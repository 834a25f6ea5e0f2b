import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import styles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';

export function PointMallPage() {
  const { t } = useTranslation('pages');
  const [tab, setTab] = useState('rewards');
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeading icon={<Icon name="gift" size={28} />} title={t('pointMall.title')} subtitle={t('pointMall.subtitle')} />
      <Tabs
        items={[
          { key: 'rewards', label: t('pointMall.rewards') },
          { key: 'history', label: t('pointMall.history') },
        ]}
        active={tab}
        onChange={setTab}
      />
      {tab === 'rewards' ? <EmptyState title={t('empty.noRewards')} hint={t('empty.noRewardsHint')} /> : <EmptyState title={t('empty.noRedemptions')} />}
    </div>
  );
}
