import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { ALL_NOTICE_TYPES, opsNoticeSave } from '@lucky/contracts/ops/content-ops-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { bodySchemaOf } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { useEndNotice, useNotices, useSaveNotice, type NoticeType } from './api/notices.ts';
import {
  DeskTable,
  EditButton,
  ErrorAlerts,
  SavedNote,
  TitleWithLanguages,
  useDraftEditor,
  type DeskColumn,
} from './desk-kit.tsx';
import { toDraft, toInput } from './localized-fields.tsx';
import { fromLocalInput, toLocalInput } from './local-time.ts';
import { blankNotice, NoticeForm, type NoticeDraft } from './notice-form.tsx';

const noticeSchema = bodySchemaOf(opsNoticeSave);

type Notice = ValueOf<(typeof ENDPOINTS)['opsNoticeList']>['list'][number];

const fromNotice = (notice: Notice): NoticeDraft => ({
  id: notice.id,
  type: notice.type,
  title: toDraft(notice.title),
  content: toDraft(notice.content),
  sort: notice.sort,
  startsAt: toLocalInput(notice.startsAt),
  endsAt: toLocalInput(notice.endsAt),
});

const toBody = (value: NoticeDraft) => ({
  id: value.id,
  type: value.type,
  title: toInput(value.title),
  content: toInput(value.content),
  sort: value.sort,
  startsAt: fromLocalInput(value.startsAt) ?? undefined,
  endsAt: fromLocalInput(value.endsAt),
});

/** Announcements of every type: create, schedule (a future start), edit, and end now. */
export function NoticesDesk() {
  const { t } = useTranslation('opsContent');
  const [type, setType] = useState<NoticeType | ''>('');
  const [page, setPage] = useState(1);
  const list = useNotices(type, page);
  const { draft, setDraft, save, resolver } = useDraftEditor(useSaveNotice, toBody, noticeSchema);
  const end = useEndNotice();
  const columns = useNoticeColumns(setDraft, end);

  return (
    <section className={styles.panel} aria-label={t('tabs.notices')}>
      <div className={styles.toolbar}>
        <NoticeTypeFilter
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
        />
        <Button size="sm" onClick={() => setDraft(blankNotice())}>
          {t('notices.create')}
        </Button>
      </div>
      {draft ? (
        <NoticeForm
          key={draft.id ?? 'new'}
          draft={draft}
          resolver={resolver}
          onCancel={() => setDraft(null)}
          save={save}
        />
      ) : null}
      <SavedNote show={save.isSuccess && !draft} />
      <ErrorAlerts errors={[list.error, end.error]} />
      {list.data ? (
        <>
          <DeskTable testId="ops-notices" columns={columns} rows={list.data.list} rowKey={(notice) => notice.id} />
          <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}

function NoticeTypeFilter({ value, onChange }: { value: NoticeType | ''; onChange: (type: NoticeType | '') => void }) {
  const { t } = useTranslation('opsContent');
  return (
    <label className={styles.field}>
      <span>{t('notices.type')}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as NoticeType | '')}>
        <option value="">{t('all')}</option>
        {ALL_NOTICE_TYPES.map((item) => (
          <option key={item} value={item}>
            {t(`noticeType.${item}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function useNoticeColumns(
  edit: (draft: NoticeDraft) => void,
  end: ReturnType<typeof useEndNotice>,
): DeskColumn<Notice>[] {
  const { t, i18n } = useTranslation('opsContent');
  return [
    { header: t('notices.type'), cell: (notice) => t(`noticeType.${notice.type}`) },
    {
      header: t('title'),
      cell: (notice) => <TitleWithLanguages title={notice.title.EN} languages={Object.keys(notice.title).length} />,
    },
    { header: t('notices.startsAt'), cell: (notice) => formatDateTime(notice.startsAt, i18n.language) },
    {
      header: t('notices.endsAt'),
      cell: (notice) => (notice.endsAt ? formatDateTime(notice.endsAt, i18n.language) : '—'),
    },
    { header: t('notices.state'), cell: (notice) => t(`notices.states.${notice.state}`) },
    {
      cell: (notice) => (
        <div className={styles.actions}>
          <EditButton onClick={() => edit(fromNotice(notice))} />
          {notice.state !== 'ENDED' ? (
            <Button size="sm" variant="ghost" disabled={end.isPending} onClick={() => end.mutate(notice.id)}>
              {t('notices.end')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}
