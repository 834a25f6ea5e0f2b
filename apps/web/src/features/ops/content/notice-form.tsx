import { ALL_NOTICE_TYPES } from '@lucky/contracts/ops/content-ops-endpoints';
import { useForm } from 'react-hook-form';
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
export function NoticeForm<B>({ draft, resolver, onCancel, save }: DraftFormProps<NoticeDraft, B>) {
  const { t } = useTranslation('opsContent');
  const { register, handleSubmit } = useForm<NoticeDraft, unknown, B>({ defaultValues: draft, resolver });
  return (
    <form className={styles.card} onSubmit={handleSubmit((body) => save.mutate(body))} data-testid="notice-form">
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('notices.type')}</span>
          <select {...register('type')}>
            {ALL_NOTICE_TYPES.map((item) => (
              <option key={item} value={item}>
                {t(`noticeType.${item}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('notices.startsAt')}</span>
          <input type="datetime-local" {...register('startsAt')} />
        </label>
        <label className={styles.field}>
          <span>{t('notices.endsAt')}</span>
          <input type="datetime-local" {...register('endsAt')} />
        </label>
        <SortField field={register('sort', { setValueAs: Number })} />
      </div>
      <p className={styles.hint}>{t('notices.scheduleHint')}</p>
      <LocalizedFields label={t('title')} field={(language) => register(`title.${language}`)} maxLength={120} />
      <LocalizedFields
        label={t('content')}
        field={(language) => register(`content.${language}`)}
        maxLength={4000}
        multiline
      />
      <DraftActions error={save.error} isSaving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
