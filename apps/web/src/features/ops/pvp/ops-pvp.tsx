import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { ChatDesk } from './chat/chat-desk.tsx';
import styles from '../ops.module.css';
import type { HandSearch } from './api/hands.ts';
import { HandSearchPanel } from './hands/hand-search.tsx';
import { LiveTables } from './live/live-tables.tsx';
import { CollusionHints } from './reports/collusion-hints.tsx';
import { RakeReportPanel } from './reports/rake-report.tsx';
import { TablesPanel } from './tables/tables-panel.tsx';

type Part = 'tables' | 'live' | 'hands' | 'rake' | 'collusion' | 'chat';
const PARTS: readonly Part[] = ['tables', 'live', 'hands', 'rake', 'collusion', 'chat'];

/**
 * Admin: the card rooms' desk — the tables and their terms (stakes, rake, buy-in; open and close, audited), the live
 * tables, the hand history, the rake by day and agent, collusion hints, and the chat (free text, word list, mutes). The live view and the hints lead into the
 * hand search, which is why it keeps its search here.
 */
export function OpsPvp() {
  const { t } = useTranslation('opsPvp');
  const [part, setPart] = useState<Part>('tables');
  const [search, setSearch] = useState<HandSearch | null>(null);
  const showHands = (next: HandSearch) => {
    setSearch(next);
    setPart('hands');
  };
  return (
    <section className={styles.panel} aria-label={t('title')} data-testid="ops-pvp">
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('title')}</h2>
        <Tabs
          items={PARTS.map((key) => ({ key, label: t(`parts.${key}`) }))}
          active={part}
          onChange={(key) => setPart(key as Part)}
          ariaLabel={t('title')}
        />
      </div>
      {part === 'tables' ? <TablesPanel /> : null}
      {part === 'live' ? <LiveTables onShowHands={(filter) => showHands({ ...filter, pageNo: 1 })} /> : null}
      {part === 'hands' ? <HandSearchPanel key={JSON.stringify(search)} search={search} onSearch={setSearch} /> : null}
      {part === 'rake' ? <RakeReportPanel /> : null}
      {part === 'collusion' ? <CollusionHints onShowHands={showHands} /> : null}
      {part === 'chat' ? <ChatDesk /> : null}
    </section>
  );
}
