import { ALL_NOTICE_TYPES } from '@lucky/contracts/ops/content-ops-endpoints';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import type { NoticeType } from './api/notices.ts';
import { SortField, type DraftFormProps } from './desk-kit.tsx';
import { DraftActions } from './draft-actions.tsx';
import { emptyLocalized, LocalizedFields, type LocalizedDraft } from './localized-fields.tsx';

export type NoticeDraft = {
  id?: number;
  type: NoticeType;
  title: LocalizedDraft;
  content: LocalizedDraft;
  sort: number;
  startsAt: string;
  endsAt: string;
};

export const blankNotice = (): NoticeDraft => ({
  type: 'B',
  title: emptyLocalized(),
  content: emptyLocalized(),
  sort: 0,
  startsAt: '',
  endsAt: '',
});

/** An announcement's type, schedule, order and texts in every language. */
export function NoticeForm({ draft, onChange, onCancel, onSubmit, save }: DraftFormProps<NoticeDraft>) {
  const { t } = useTranslation('opsContent');
  return (
    <form className={styles.card} onSubmit={onSubmit} data-testid="notice-form">
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('notices.type')}</span>
          <select
            value={draft.type}
            onChange={(event) => onChange({ ...draft, type: event.target.value as NoticeType })}
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
            onChange={(event) => onChange({ ...draft, startsAt: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>{t('notices.endsAt')}</span>
          <input
            type="datetime-local"
            value={draft.endsAt}
            onChange={(event) => onChange({ ...draft, endsAt: event.target.value })}
          />
        </label>
        <SortField value={draft.sort} onChange={(sort) => onChange({ ...draft, sort })} />
      </div>
      <p className={styles.hint}>{t('notices.scheduleHint')}</p>
      <LocalizedFields
        label={t('title')}
        value={draft.title}
        maxLength={120}
        onChange={(title) => onChange({ ...draft, title })}
      />
      <LocalizedFields
        label={t('content')}
        value={draft.content}
        maxLength={4000}
        multiline
        onChange={(content) => onChange({ ...draft, content })}
      />
      <DraftActions error={save.error} isSaving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
