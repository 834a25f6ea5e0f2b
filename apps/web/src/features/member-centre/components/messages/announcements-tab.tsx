import { NOTICE_TYPES } from '@lucky/contracts/common/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../../lib/data/use-site-content.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import styles from './messages.module.css';

type NoticeType = (typeof NOTICE_TYPES)[number];
const ALL_TYPES = NOTICE_TYPES.join(',');

/** The site's current announcements, by type (B bulletin, PL player, PU pop-up, PR promotion, H important). */
export function AnnouncementsTab() {
  const { t, i18n } = useTranslation('messages');
  const describeError = useErrorMessage();
  const [type, setType] = useState<NoticeType | 'ALL'>('ALL');
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isPending, error } = useNotices(ALL_TYPES);
  const all = data ? [...data.banners, ...data.player, ...data.popup, ...data.promotion] : [];
  const notices = all
    .filter((notice) => type === 'ALL' || notice.type === type)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));

  return (
    <div className={styles.page}>
      <div className={styles.chips} role="group" aria-label={t('noticeFilter')}>
        {(['ALL', ...NOTICE_TYPES] as const).map((key) => (
          <button
            key={key}
            type="button"
            className={type === key ? `${styles.chip} ${styles.chipActive}` : styles.chip}
            aria-pressed={type === key}
            onClick={() => setType(key)}
          >
            {t(`noticeType.${key}`)}
          </button>
        ))}
      </div>
      <section className={styles.card} aria-label={t('tabs.announcements')}>
        {isPending ? (
          <div className={styles.center}>
            <Spinner size={28} />
          </div>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {describeError(error)}
          </p>
        ) : null}
        {data && notices.length === 0 ? <EmptyState title={t('empty.announcements')} /> : null}
        <ul className={styles.list}>
          {notices.map((notice) => (
            <li key={notice.id} className={styles.notice} data-testid="announcement-row">
              <button
                type="button"
                className={styles.noticeHead}
                aria-expanded={openId === notice.id}
                onClick={() => setOpenId(openId === notice.id ? null : notice.id)}
              >
                <span className={styles.badge}>{t(`noticeType.${notice.type}`)}</span>
                <span className={`${styles.title} ${styles.grow}`}>{notice.title}</span>
                <time className={styles.summary} dateTime={notice.startsAt}>
                  {formatDateTime(notice.startsAt, i18n.language)}
                </time>
              </button>
              {openId === notice.id ? (
                <div className={styles.noticeBody}>
                  <p>{notice.content}</p>
                  {notice.endsAt ? (
                    <p className={styles.summary}>
                      {t('validUntil', { time: formatDateTime(notice.endsAt, i18n.language) })}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
