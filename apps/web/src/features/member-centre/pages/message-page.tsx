import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { AnnouncementsTab } from '../components/messages/announcements-tab.tsx';
import { InboxTab } from '../components/messages/inbox-tab.tsx';
import styles from '../components/messages/messages.module.css';

type Tab = 'inbox' | 'announcements';

/** Platform information (`messageV2`): the member's inbox and the site's announcements. */
export function MessagePage() {
  const { t } = useTranslation('messages');
  const [tab, setTab] = useState<Tab>('inbox');
  return (
    <div className={styles.page}>
      <Tabs
        items={[
          { key: 'inbox', label: t('tabs.inbox') },
          { key: 'announcements', label: t('tabs.announcements') },
        ]}
        active={tab}
        onChange={(key) => setTab(key as Tab)}
        ariaLabel={t('tabs.label')}
      />
      {tab === 'inbox' ? <InboxTab /> : <AnnouncementsTab />}
    </div>
  );
}
