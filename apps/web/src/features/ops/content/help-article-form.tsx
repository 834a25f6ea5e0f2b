import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import { CodeField, SortField, type DraftFormProps } from './desk-kit.tsx';
import { DraftActions } from './draft-actions.tsx';
import { emptyLocalized, LocalizedFields, type LocalizedDraft } from './localized-fields.tsx';

export type HelpArticleDraft = {
  id?: number;
  category: string;
  categoryTitle: LocalizedDraft;
  anchor: string;
  title: LocalizedDraft;
  content: LocalizedDraft;
  sort: number;
};

export const blankArticle = (): HelpArticleDraft => ({
  category: 'faq',
  categoryTitle: emptyLocalized(),
  anchor: '',
  title: emptyLocalized(),
  content: emptyLocalized(),
  sort: 0,
});

const CODE_PATTERN = '[a-z0-9][a-z0-9\\-]{0,59}';

/** A help article's category, anchor, order and texts in every language. */
export function HelpArticleForm<B>({ draft, resolver, onCancel, save }: DraftFormProps<HelpArticleDraft, B>) {
  const { t } = useTranslation('opsContent');
  const { register, handleSubmit } = useForm<HelpArticleDraft, unknown, B>({ defaultValues: draft, resolver });
  return (
    <form className={styles.card} onSubmit={handleSubmit((body) => save.mutate(body))} data-testid="help-form">
      <div className={styles.row}>
        <CodeField label={t('help.category')} pattern={CODE_PATTERN} field={register('category')} />
        <CodeField label={t('help.anchor')} pattern={CODE_PATTERN} field={register('anchor')} />
        <SortField field={register('sort', { setValueAs: Number })} />
      </div>
      <p className={styles.hint}>{t('formatHint')}</p>
      <LocalizedFields
        label={t('help.categoryTitle')}
        field={(language) => register(`categoryTitle.${language}`)}
        maxLength={80}
      />
      <LocalizedFields label={t('title')} field={(language) => register(`title.${language}`)} maxLength={160} />
      <LocalizedFields
        label={t('content')}
        field={(language) => register(`content.${language}`)}
        maxLength={8000}
        multiline
      />
      <DraftActions error={save.error} isSaving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
