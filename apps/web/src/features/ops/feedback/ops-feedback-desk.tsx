import { FEEDBACK_STATUSES } from '@lucky/contracts/common/constants';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { InputAction } from '../components/input-action.tsx';
import { useFeedbackList, useReplyFeedback, type FeedbackStatus } from '../api/feedback.ts';
import { FeedbackImages } from './feedback-images.tsx';
import styles from '../ops.module.css';

/** The operators' feedback list with a reply box per unanswered feedback; a reply goes to the member's inbox. */
export function OpsFeedbackDesk() {
  const { t } = useTranslation('ops');
  const { t: tf } = useTranslation('feedback');
  const describeError = useErrorMessage();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const query = useFeedbackList(page, status);
  const reply = useReplyFeedback();

  return (
    <section className={styles.panel} aria-label={t('nav.feedback')}>
      <label className={styles.row}>
        {t('feedbackDesk.filter')}
        <select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as FeedbackStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('feedbackDesk.all')}</option>
          {FEEDBACK_STATUSES.map((item) => (
            <option key={item} value={item}>
              {tf(`status.${item}`)}
            </option>
          ))}
        </select>
      </label>
      {reply.error ? (
        <p className={styles.error} role="alert">
          {describeError(reply.error)}
        </p>
      ) : null}
      {reply.isSuccess ? <p className={styles.success}>{t('feedbackDesk.replied')}</p> : null}
      {query.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      {query.data && query.data.list.length === 0 ? <EmptyState title={t('feedbackDesk.empty')} /> : null}
      {query.data && query.data.list.length > 0 ? (
        <>
          <table className={styles.table} data-testid="ops-feedback">
            <thead>
              <tr>
                <th>{t('time')}</th>
                <th>{t('feedbackDesk.member')}</th>
                <th>{t('feedbackDesk.category')}</th>
                <th>{t('feedbackDesk.content')}</th>
                <th>{t('status')}</th>
                <th>{t('feedbackDesk.reply')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.list.map((item) => (
                <FeedbackRow key={item.id} item={item} reply={reply} />
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={query.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}

type Feedback = ValueOf<(typeof ENDPOINTS)['opsFeedbackList']>['list'][number];

function FeedbackRow({ item, reply }: { item: Feedback; reply: ReturnType<typeof useReplyFeedback> }) {
  const { t, i18n } = useTranslation('ops');
  const { t: tf } = useTranslation('feedback');
  return (
    <tr>
      <td>{formatDateTime(item.createdAt, i18n.language)}</td>
      <td>{item.username}</td>
      <td>{tf(`category.${item.category}`)}</td>
      <td>
        {item.content}
        <FeedbackImages feedbackId={item.id} count={item.imageCount} />
      </td>
      <td>{tf(`status.${item.status}`)}</td>
      <td>
        {item.reply ?? (
          <InputAction
            label={t('feedbackDesk.replyAction')}
            placeholder={t('feedbackDesk.replyPlaceholder')}
            busy={reply.isPending}
            onSubmit={(text) => reply.mutate({ id: item.id, reply: text })}
          />
        )}
      </td>
    </tr>
  );
}
