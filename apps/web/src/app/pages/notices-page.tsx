import { NOTICE_TYPES } from '@lucky/contracts/common/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentText } from '../../components/ui/content-text.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useNotices } from '../../lib/data/use-site-content.ts';
import styles from './notices.module.css';
import pageStyles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';

type NoticeType = (typeof NOTICE_TYPES)[number];

/** /noticePage: every current announcement, newest first, filtered by type (?type=PR), one opened by ?id=. */
export function NoticesPage() {
  const { t, i18n } = useTranslation('pages');
  const { t: tm } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const { data, isPending, error, refetch } = useNotices(NOTICE_TYPES.join(','));
  const [openId, setOpenId] = useState<number | null>(() => Number(params.get('id')) || null);
  const wanted = params.get('type');
  const type: NoticeType | 'ALL' = (NOTICE_TYPES as readonly string[]).includes(wanted ?? '')
    ? (wanted as NoticeType)
    : 'ALL';
  const all = data ? [...data.player, ...data.banners, ...data.popup, ...data.promotion] : [];
  const notices = [...new Map(all.map((notice) => [notice.id, notice])).values()]
    .filter((notice) => type === 'ALL' || notice.type === type)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  const choose = (key: NoticeType | 'ALL') => setParams(key === 'ALL' ? {} : { type: key }, { replace: true });

  return (
    <div className={`${pageStyles.page} ${pageStyles.narrow}`}>
      <PageHeading
        icon={<Icon name="megaphone" size={28} />}
        title={t('notices.title')}
        subtitle={t('notices.subtitle')}
      />
      <div className={styles.filters} role="group" aria-label={tm('noticeFilter')}>
        {(['ALL', ...NOTICE_TYPES] as const).map((key) => (
          <button
            key={key}
            type="button"
            className={type === key ? `${styles.filter} ${styles.filterActive}` : styles.filter}
            aria-pressed={type === key}
            onClick={() => choose(key)}
          >
            {key === 'ALL' ? tm('noticeType.ALL') : t(`notices.type.${key}`)}
          </button>
        ))}
      </div>
      {isPending ? <Spinner size={32} /> : null}
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {data && notices.length === 0 ? <EmptyState title={t('empty.noNotices')} /> : null}
      <ul className={styles.list}>
        {notices.map((notice) => {
          const isOpen = openId === notice.id;
          return (
            <li key={notice.id} className={styles.item} data-testid="notice-item">
              <button
                type="button"
                className={styles.header}
                aria-expanded={isOpen}
                onClick={() => setOpenId(isOpen ? null : notice.id)}
              >
                <span className={styles.type}>{t(`notices.type.${notice.type}`)}</span>
                <span className={styles.title}>{notice.title}</span>
                <span className={styles.date}>{formatDate(notice.startsAt, i18n.language)}</span>
                <Icon name="chevronDown" size={18} className={isOpen ? styles.chevronOpen : styles.chevron} />
              </button>
              {isOpen ? (
                <div className={styles.content}>
                  <ContentText text={notice.content} />
                  {notice.endsAt ? (
                    <p className={styles.date}>
                      {tm('validUntil', { time: formatDateTime(notice.endsAt, i18n.language) })}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
