import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { categoryOf, localizeMessage } from '../../utils/message-text.ts';
import styles from './messages.module.css';
import type { InboxMessage } from '../../api/inbox.ts';

type Props = { message: InboxMessage; onBack: () => void; onDelete: () => void; isDeleting: boolean };

/** One message in full, with the way back to the list and a delete action. */
export function MessageReader({ message, onBack, onDelete, isDeleting }: Props) {
  const { t, i18n } = useTranslation('messages');
  const { title, body } = localizeMessage(t, message, i18n.language);
  return (
    <article className={styles.reader} data-testid="message-reader" aria-labelledby={`message-${message.id}`}>
      <div className={styles.readerHead}>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDelete} disabled={isDeleting}>
          {t('delete')}
        </Button>
      </div>
      <h3 id={`message-${message.id}`} className={styles.readerTitle}>
        <span className={styles.badge}>{t(`category.${categoryOf(message.kind)}`)}</span>
        {title}
      </h3>
      <p className={styles.readerBody}>{body}</p>
      <p className={styles.readerMeta}>
        <span>{t('received', { time: formatDateTime(message.createdAt, i18n.language) })}</span>
        {message.readAt ? <span>{t('readAt', { time: formatDateTime(message.readAt, i18n.language) })}</span> : null}
      </p>
    </article>
  );
}
