import { NOTICE_TYPES } from '@lucky/contracts/common/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate } from '../../lib/format.ts';
import { useNotices } from '../data/use-site-content.ts';
import styles from './notices.module.css';
import pageStyles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';
import { QueryError } from './query-error.tsx';

export function NoticesPage() {
  const { t, i18n } = useTranslation('pages');
  const { data, isPending, error, refetch } = useNotices(NOTICE_TYPES.join(','));
  const [openId, setOpenId] = useState<number | null>(null);
  const all = data ? [...data.player, ...data.banners, ...data.popup, ...data.promotion] : [];
  const notices = [...new Map(all.map((notice) => [notice.id, notice])).values()].sort((a, b) => b.startsAt.localeCompare(a.startsAt));

  return (
    <div className={`${pageStyles.page} ${pageStyles.narrow}`}>
      <PageHeading icon={<Icon name="megaphone" size={28} />} title={t('notices.title')} subtitle={t('notices.subtitle')} />
      {isPending ? <Spinner size={32} /> : null}
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {data && notices.length === 0 ? <EmptyState title={t('empty.noNotices')} /> : null}
      <ul className={styles.list}>
        {notices.map((notice) => {
          const isOpen = openId === notice.id;
          return (
            <li key={notice.id} className={styles.item}>
              <button type="button" className={styles.header} aria-expanded={isOpen} onClick={() => setOpenId(isOpen ? null : notice.id)}>
                <span className={styles.type}>{t(`notices.type.${notice.type}`)}</span>
                <span className={styles.title}>{notice.title}</span>
                <span className={styles.date}>{formatDate(notice.startsAt, i18n.language)}</span>
                <Icon name="chevronDown" size={18} className={isOpen ? styles.chevronOpen : styles.chevron} />
              </button>
              {isOpen ? <p className={styles.content}>{notice.content}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
