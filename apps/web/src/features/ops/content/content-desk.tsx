import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import styles from '../ops.module.css';
import { BannersDesk } from './banners-desk.tsx';
import { HelpDesk } from './help-desk.tsx';
import { MessagesDesk } from './messages-desk.tsx';
import { NoticesDesk } from './notices-desk.tsx';
import { PagesDesk } from './pages-desk.tsx';

const DESKS = {
  notices: NoticesDesk,
  banners: BannersDesk,
  help: HelpDesk,
  pages: PagesDesk,
  messages: MessagesDesk,
} as const;
type DeskKey = keyof typeof DESKS;

/** The admin's content desks: announcements, banners, help articles, site pages and member messages. Every save is audited. */
export function ContentDesk() {
  const { t } = useTranslation('opsContent');
  const [desk, setDesk] = useState<DeskKey>('notices');
  const Desk = DESKS[desk];
  return (
    <div className={styles.panel}>
      <Tabs
        items={(Object.keys(DESKS) as DeskKey[]).map((key) => ({ key, label: t(`tabs.${key}`) }))}
        active={desk}
        onChange={(key) => setDesk(key as DeskKey)}
        ariaLabel={t('tabs.label')}
      />
      <Desk />
    </div>
  );
}
