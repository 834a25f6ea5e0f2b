import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import styles from '../components/agent-ui.module.css';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useFormats } from '../hooks/use-formats.ts';
import pageStyles from './announcement-page.module.css';
import { useAgentAnnouncements } from '../api/announcements.ts';

type Notice = ValueOf<(typeof ENDPOINTS)['agentAnnouncements']>[number];
type Audience = Notice['audience'] | '';
const AUDIENCES: readonly Audience[] = ['', 'AGENT', 'ALL'];
const PAGE_SIZE = 10;

/** Announcement (`agentAnnouncement`): agent-only notices first, then the site notices; each opens to its full text. */
export function AnnouncementPage() {
  const { t, i18n } = useTranslation('agent');
  const language = i18n.language.toUpperCase();
  const [audience, setAudience] = useState<Audience>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isPending, error, refetch } = useAgentAnnouncements(language);
  if (isPending) return <LoadingBlock />;
  if (error || !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;

  // The call answers every current notice at once (a handful), so filtering and paging stay here.
  const shown = data.filter((notice) => !audience || notice.audience === audience);
  const totalPages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const pageItems = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <div className={styles.page}>
      <div className={styles.chips} role="group" aria-label={t('announcement.audience')}>
        {AUDIENCES.map((key) => (
          <button
            key={key || 'any'}
            type="button"
            className={`${styles.chip} ${audience === key ? styles.chipActive : ''}`}
            aria-pressed={audience === key}
            onClick={() => {
              setAudience(key);
              setPage(1);
            }}
          >
            {t(`announcement.audienceName.${key || 'ANY'}`)}
          </button>
        ))}
      </div>
      <section className={styles.card} aria-label={t('announcement.list')}>
        {pageItems.length === 0 ? (
          <EmptyState title={t('announcement.empty')} />
        ) : (
          <ul className={pageStyles.list}>
            {pageItems.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                isOpen={openId === notice.id}
                onToggle={() => setOpenId(openId === notice.id ? null : notice.id)}
              />
            ))}
          </ul>
        )}
        <Pagination page={current} totalPages={totalPages} onChange={setPage} />
      </section>
    </div>
  );
}

function NoticeItem({ notice, isOpen, onToggle }: { notice: Notice; isOpen: boolean; onToggle: () => void }) {
  const { t } = useTranslation('agent');
  const formats = useFormats();
  const contentId = `agent-notice-${notice.id}`;
  return (
    <li className={pageStyles.item}>
      <button
        type="button"
        className={pageStyles.head}
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={onToggle}
      >
        <span className={`${styles.badge} ${notice.audience === 'AGENT' ? styles.badgeWait : ''}`}>
          {t(`announcement.audienceName.${notice.audience}`)}
        </span>
        <span className={pageStyles.title}>{notice.title}</span>
        <span className={styles.hint}>{formats.dateTime(notice.startsAt)}</span>
      </button>
      {isOpen ? (
        <div id={contentId} className={pageStyles.content}>
          <p>{notice.content}</p>
          {notice.endsAt ? (
            <p className={styles.hint}>{t('announcement.until', { time: formats.dateTime(notice.endsAt) })}</p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
