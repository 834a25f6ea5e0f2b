import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import styles from '../ops.module.css';
import { useMessageHistory, useSendMessage } from './api/messages.ts';
import { DeskTable, ErrorAlerts, type DeskColumn } from './desk-kit.tsx';
import { MessageForm, type MessageBody } from './message-form.tsx';

type Sent = NonNullable<ReturnType<typeof useMessageHistory>['data']>['list'][number];

/** Inbox messages to one member or to every member, in the language the operator writes, and what was sent. */
export function MessagesDesk() {
  const { t } = useTranslation('opsContent');
  // A new form after each send: the last message's fields are cleared.
  const [formKey, setFormKey] = useState(0);
  const [page, setPage] = useState(1);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const history = useMessageHistory(page);
  const send = useSendMessage((value) => {
    setSentTo(value.recipients);
    setFormKey((key) => key + 1);
  });
  const columns = useSentColumns();
  const submit = (body: MessageBody) => {
    // Everyone gets a broadcast at once and it cannot be taken back: ask first.
    if (body.audience === 'ALL' && !window.confirm(t('messages.confirmAll'))) return;
    setSentTo(null);
    send.mutate(body);
  };

  return (
    <section className={styles.columns} aria-label={t('tabs.messages')}>
      <div className={styles.panel}>
        <ErrorAlerts errors={[history.error]} />
        {history.data ? (
          <>
            <DeskTable testId="ops-messages" columns={columns} rows={history.data.list} rowKey={(item) => item.id} />
            <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} />
          </>
        ) : null}
      </div>
      <MessageForm key={formKey} onSend={submit} send={send} sentTo={sentTo} />
    </section>
  );
}

function useSentColumns(): DeskColumn<Sent>[] {
  const { t, i18n } = useTranslation('opsContent');
  return [
    { header: t('time'), cell: (item) => formatDateTime(item.createdAt, i18n.language) },
    { header: t('messages.audience'), cell: (item) => (item.audience === 'ALL' ? t('messages.all') : item.username) },
    { header: t('title'), cell: (item) => item.title },
    { header: t('messages.recipients'), cell: (item) => item.recipients, className: styles.num },
    { header: t('messages.operator'), cell: (item) => item.operator },
  ];
}
