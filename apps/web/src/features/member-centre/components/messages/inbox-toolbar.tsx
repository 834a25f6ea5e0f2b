import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import type { InboxFilter } from '../../api/inbox.ts';
import styles from './messages.module.css';

const FILTERS: readonly InboxFilter[] = ['all', 'unread'];

type Props = {
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  unreadCount: number;
  isMarking: boolean;
  onMarkAllRead: () => void;
};

/** The inbox's filter chips, its unread count and the mark-all-read button. */
export function InboxToolbar({ filter, onFilter, unreadCount, isMarking, onMarkAllRead }: Props) {
  const { t } = useTranslation('messages');
  return (
    <div className={styles.toolbar}>
      <div className={styles.chips} role="group" aria-label={t('filter.label')}>
        {FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            className={filter === key ? `${styles.chip} ${styles.chipActive}` : styles.chip}
            aria-pressed={filter === key}
            onClick={() => onFilter(key)}
          >
            {t(`filter.${key}`)}
          </button>
        ))}
        <span className={styles.summary} data-testid="inbox-unread-count">
          {t('unreadSummary', { count: unreadCount })}
        </span>
      </div>
      <Button
        size="sm"
        variant="secondary"
        data-testid="mark-all-read"
        disabled={unreadCount === 0 || isMarking}
        onClick={onMarkAllRead}
      >
        {t('markAllRead')}
      </Button>
    </div>
  );
}
