import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { InboxList } from './inbox-list.tsx';
import { InboxToolbar } from './inbox-toolbar.tsx';
import { MessageReader } from './message-reader.tsx';
import styles from './messages.module.css';
import { useDeleteMessages } from '../../api/delete-messages.ts';
import { useInbox, type InboxFilter, type InboxMessage } from '../../api/inbox.ts';
import { useMarkRead } from '../../api/mark-read.ts';

/** The member's personal messages: filter, mark all read, open one to read it (which marks it read). */
export function InboxTab() {
  const { t } = useTranslation('messages');
  const describeError = useErrorMessage();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const inbox = useInbox(filter, page);
  const markRead = useMarkRead();
  const remove = useDeleteMessages();
  const unreadCount = inbox.data?.unreadCount ?? 0;

  const open = (message: InboxMessage) => {
    if (message.readAt !== null) {
      setOpened(message);
      return;
    }
    setOpened({ ...message, readAt: new Date().toISOString() });
    markRead.mutate({ ids: [message.id] });
  };
  const deleteOpened = (message: InboxMessage) =>
    remove.mutate({ ids: [message.id] }, { onSuccess: () => setOpened(null) });

  if (opened) {
    return (
      <div className={styles.card}>
        <MessageReader
          message={opened}
          onBack={() => setOpened(null)}
          onDelete={() => deleteOpened(opened)}
          isDeleting={remove.isPending}
        />
        {remove.error ? (
          <p className={styles.error} role="alert">
            {describeError(remove.error)}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <InboxToolbar
        filter={filter}
        onFilter={(key) => {
          setFilter(key);
          setPage(1);
        }}
        unreadCount={unreadCount}
        isMarking={markRead.isPending}
        onMarkAllRead={() => markRead.mutate({ all: true })}
      />
      {markRead.error ? (
        <p className={styles.error} role="alert">
          {describeError(markRead.error)}
        </p>
      ) : null}
      <section className={styles.card} aria-label={t('tabs.inbox')}>
        {inbox.isPending ? (
          <div className={styles.center}>
            <Spinner size={28} />
          </div>
        ) : null}
        {inbox.error ? (
          <p className={styles.error} role="alert">
            {describeError(inbox.error)}
          </p>
        ) : null}
        {inbox.data && inbox.data.list.length === 0 ? (
          filter === 'unread' ? (
            <EmptyState title={t('empty.unread')} />
          ) : (
            <EmptyState title={t('empty.all')} hint={t('empty.allHint')} />
          )
        ) : null}
        {inbox.data && inbox.data.list.length > 0 ? <InboxList messages={inbox.data.list} onOpen={open} /> : null}
      </section>
      {inbox.data ? <Pagination page={page} totalPages={inbox.data.totalPages} onChange={setPage} /> : null}
    </div>
  );
}
