import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../../components/ui/icon.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { categoryOf, localizeMessage, type MessageCategory } from '../../utils/message-text.ts';
import styles from './messages.module.css';
import type { InboxMessage } from '../../api/inbox.ts';

const CATEGORY_ICONS: Record<MessageCategory, IconName> = {
  deposit: 'wallet',
  withdrawal: 'download',
  transfer: 'users',
  service: 'headset',
  notice: 'bell',
};

/** The inbox rows: a gold dot marks an unread message; pressing a row opens it. */
export function InboxList({
  messages,
  onOpen,
}: {
  messages: readonly InboxMessage[];
  onOpen: (message: InboxMessage) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  return (
    <ul className={styles.list}>
      {messages.map((message) => {
        const { title, body } = localizeMessage(t, message, i18n.language);
        const category = categoryOf(message.kind);
        const isUnread = message.readAt === null;
        return (
          <li key={message.id}>
            <button
              type="button"
              className={isUnread ? styles.row : `${styles.row} ${styles.rowRead}`}
              data-testid="message-row"
              data-unread={isUnread ? 'true' : 'false'}
              onClick={() => onOpen(message)}
            >
              {isUnread ? (
                <span className={styles.dot} data-testid="message-unread-dot" role="img" aria-label={t('unread')} />
              ) : (
                <span />
              )}
              <span className={styles.icon} aria-hidden="true">
                <Icon name={CATEGORY_ICONS[category]} size={20} />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{title}</span>
                <span className={styles.snippet}>{body}</span>
              </span>
              <span className={styles.meta}>
                <span className={styles.label}>{t(`category.${category}`)}</span>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
