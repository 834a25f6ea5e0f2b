import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { callOps } from '../ops-session.ts';
import styles from '../ops.module.css';
import { useContentSave } from './use-content-save.ts';

type Draft = { audience: 'MEMBER' | 'ALL'; username: string; title: string; body: string };
const blank = (): Draft => ({ audience: 'MEMBER', username: '', title: '', body: '' });

/** Inbox messages to one member or to every member, in the language the operator writes, and what was sent. */
export function MessagesDesk() {
  const { t, i18n } = useTranslation('opsContent');
  const describeError = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(blank);
  const [page, setPage] = useState(1);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const history = useQuery({
    queryKey: ['ops', 'content', 'messages', page],
    queryFn: ({ signal }) => callOps('opsMessageHistory', { query: { pageNo: page, pageSize: 20 }, signal }),
  });
  const send = useContentSave(
    (value: Draft) =>
      callOps('opsMessageSend', {
        body: {
          audience: value.audience,
          username: value.audience === 'MEMBER' ? value.username : undefined,
          title: value.title,
          body: value.body,
        },
      }),
    (value) => {
      setSentTo(value.recipients);
      setDraft(blank());
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Everyone gets a broadcast at once and it cannot be taken back: ask first.
    if (draft.audience === 'ALL' && !window.confirm(t('messages.confirmAll'))) return;
    setSentTo(null);
    send.mutate(draft);
  };

  return (
    <section className={styles.columns} aria-label={t('tabs.messages')}>
      <div className={styles.panel}>
        {history.error ? (
          <p className={styles.error} role="alert">
            {describeError(history.error)}
          </p>
        ) : null}
        {history.data ? (
          <>
            <table className={styles.table} data-testid="ops-messages">
              <thead>
                <tr>
                  <th>{t('time')}</th>
                  <th>{t('messages.audience')}</th>
                  <th>{t('title')}</th>
                  <th className={styles.num}>{t('messages.recipients')}</th>
                  <th>{t('messages.operator')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.list.map((item) => (
                  <tr key={item.id}>
                    <td>{formatDateTime(item.createdAt, i18n.language)}</td>
                    <td>{item.audience === 'ALL' ? t('messages.all') : item.username}</td>
                    <td>{item.title}</td>
                    <td className={styles.num}>{item.recipients}</td>
                    <td>{item.operator}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} />
          </>
        ) : null}
      </div>
      <form className={styles.card} onSubmit={submit} data-testid="message-form">
        <h2 className={styles.subtitle}>{t('messages.send')}</h2>
        <label className={styles.field}>
          <span>{t('messages.audience')}</span>
          <select
            value={draft.audience}
            onChange={(event) => setDraft({ ...draft, audience: event.target.value as Draft['audience'] })}
          >
            <option value="MEMBER">{t('messages.one')}</option>
            <option value="ALL">{t('messages.all')}</option>
          </select>
        </label>
        {draft.audience === 'MEMBER' ? (
          <label className={styles.field}>
            <span>{t('messages.username')}</span>
            <input
              value={draft.username}
              required
              maxLength={64}
              onChange={(event) => setDraft({ ...draft, username: event.target.value })}
            />
          </label>
        ) : null}
        <label className={styles.field}>
          <span>{t('title')}</span>
          <input
            value={draft.title}
            required
            minLength={2}
            maxLength={120}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>{t('content')}</span>
          <textarea
            rows={6}
            value={draft.body}
            required
            minLength={2}
            maxLength={2000}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          />
        </label>
        <p className={styles.hint}>{t('messages.languageHint')}</p>
        {send.error ? (
          <p className={styles.error} role="alert">
            {describeError(send.error)}
          </p>
        ) : null}
        {sentTo !== null ? (
          <p className={styles.success} role="status">
            {t('messages.sent', { count: sentTo })}
          </p>
        ) : null}
        <Button type="submit" disabled={send.isPending}>
          {t('messages.sendAction')}
        </Button>
      </form>
    </section>
  );
}
