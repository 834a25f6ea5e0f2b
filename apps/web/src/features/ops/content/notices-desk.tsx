import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { ALL_NOTICE_TYPES } from '@lucky/contracts/ops/content-ops-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { callOps } from '../ops-session.ts';
import styles from '../ops.module.css';
import { DraftActions } from './draft-actions.tsx';
import { emptyLocalized, LocalizedFields, toDraft, toInput, type LocalizedDraft } from './localized-fields.tsx';
import { fromLocalInput, toLocalInput, useContentSave } from './use-content-save.ts';

type Notice = ValueOf<(typeof ENDPOINTS)['opsNoticeList']>['list'][number];
type NoticeType = (typeof ALL_NOTICE_TYPES)[number];
type Draft = {
  id?: number;
  type: NoticeType;
  title: LocalizedDraft;
  content: LocalizedDraft;
  sort: number;
  startsAt: string;
  endsAt: string;
};

const blank = (): Draft => ({
  type: 'B',
  title: emptyLocalized(),
  content: emptyLocalized(),
  sort: 0,
  startsAt: '',
  endsAt: '',
});
const fromNotice = (notice: Notice): Draft => ({
  id: notice.id,
  type: notice.type,
  title: toDraft(notice.title),
  content: toDraft(notice.content),
  sort: notice.sort,
  startsAt: toLocalInput(notice.startsAt),
  endsAt: toLocalInput(notice.endsAt),
});

/** Announcements of every type: create, schedule (a future start), edit, and end now. */
export function NoticesDesk() {
  const { t, i18n } = useTranslation('opsContent');
  const describeError = useErrorMessage();
  const [type, setType] = useState<NoticeType | ''>('');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'content', 'notices', type, page],
    queryFn: ({ signal }) =>
      callOps('opsNoticeList', { query: { pageNo: page, pageSize: 20, type: type || undefined }, signal }),
  });
  const save = useContentSave(
    (value: Draft) =>
      callOps('opsNoticeSave', {
        body: {
          id: value.id,
          type: value.type,
          title: toInput(value.title),
          content: toInput(value.content),
          sort: value.sort,
          startsAt: fromLocalInput(value.startsAt) ?? undefined,
          endsAt: fromLocalInput(value.endsAt),
        },
      }),
    () => setDraft(null),
  );
  const end = useContentSave((id: number) => callOps('opsNoticeEnd', { body: { id } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) save.mutate(draft);
  };

  return (
    <section className={styles.panel} aria-label={t('tabs.notices')}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('notices.type')}</span>
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as NoticeType | '');
              setPage(1);
            }}
          >
            <option value="">{t('all')}</option>
            {ALL_NOTICE_TYPES.map((item) => (
              <option key={item} value={item}>
                {t(`noticeType.${item}`)}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" onClick={() => setDraft(blank())}>
          {t('notices.create')}
        </Button>
      </div>
      {draft ? (
        <form className={styles.card} onSubmit={submit} data-testid="notice-form">
          <div className={styles.row}>
            <label className={styles.field}>
              <span>{t('notices.type')}</span>
              <select
                value={draft.type}
                onChange={(event) => setDraft({ ...draft, type: event.target.value as NoticeType })}
              >
                {ALL_NOTICE_TYPES.map((item) => (
                  <option key={item} value={item}>
                    {t(`noticeType.${item}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span>{t('notices.startsAt')}</span>
              <input
                type="datetime-local"
                value={draft.startsAt}
                onChange={(event) => setDraft({ ...draft, startsAt: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              <span>{t('notices.endsAt')}</span>
              <input
                type="datetime-local"
                value={draft.endsAt}
                onChange={(event) => setDraft({ ...draft, endsAt: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              <span>{t('sort')}</span>
              <input
                type="number"
                min={0}
                max={9999}
                value={draft.sort}
                onChange={(event) => setDraft({ ...draft, sort: Number(event.target.value) })}
              />
            </label>
          </div>
          <p className={styles.hint}>{t('notices.scheduleHint')}</p>
          <LocalizedFields
            label={t('title')}
            value={draft.title}
            maxLength={120}
            onChange={(title) => setDraft({ ...draft, title })}
          />
          <LocalizedFields
            label={t('content')}
            value={draft.content}
            maxLength={4000}
            multiline
            onChange={(content) => setDraft({ ...draft, content })}
          />
          <DraftActions error={save.error} isSaving={save.isPending} onCancel={() => setDraft(null)} />
        </form>
      ) : null}
      {save.isSuccess && !draft ? <p className={styles.success}>{t('saved')}</p> : null}
      {list.error ? (
        <p className={styles.error} role="alert">
          {describeError(list.error)}
        </p>
      ) : null}
      {end.error ? (
        <p className={styles.error} role="alert">
          {describeError(end.error)}
        </p>
      ) : null}
      {list.data ? (
        <>
          <table className={styles.table} data-testid="ops-notices">
            <thead>
              <tr>
                <th>{t('notices.type')}</th>
                <th>{t('title')}</th>
                <th>{t('notices.startsAt')}</th>
                <th>{t('notices.endsAt')}</th>
                <th>{t('notices.state')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((notice) => (
                <tr key={notice.id}>
                  <td>{t(`noticeType.${notice.type}`)}</td>
                  <td>
                    {notice.title.EN}
                    <div className={styles.hint}>
                      {t('languagesFilled', { count: Object.keys(notice.title).length })}
                    </div>
                  </td>
                  <td>{formatDateTime(notice.startsAt, i18n.language)}</td>
                  <td>{notice.endsAt ? formatDateTime(notice.endsAt, i18n.language) : '—'}</td>
                  <td>{t(`notices.states.${notice.state}`)}</td>
                  <td>
                    <div className={styles.actions}>
                      <Button size="sm" variant="secondary" onClick={() => setDraft(fromNotice(notice))}>
                        {t('edit')}
                      </Button>
                      {notice.state !== 'ENDED' ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={end.isPending}
                          onClick={() => end.mutate(notice.id)}
                        >
                          {t('notices.end')}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}
