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
export function HelpArticleForm({ draft, onChange, onCancel, onSubmit, save }: DraftFormProps<HelpArticleDraft>) {
  const { t } = useTranslation('opsContent');
  return (
    <form className={styles.card} onSubmit={onSubmit} data-testid="help-form">
      <div className={styles.row}>
        <CodeField
          label={t('help.category')}
          value={draft.category}
          pattern={CODE_PATTERN}
          onChange={(category) => onChange({ ...draft, category })}
        />
        <CodeField
          label={t('help.anchor')}
          value={draft.anchor}
          pattern={CODE_PATTERN}
          onChange={(anchor) => onChange({ ...draft, anchor })}
        />
        <SortField value={draft.sort} onChange={(sort) => onChange({ ...draft, sort })} />
      </div>
      <p className={styles.hint}>{t('formatHint')}</p>
      <LocalizedFields
        label={t('help.categoryTitle')}
        value={draft.categoryTitle}
        maxLength={80}
        onChange={(categoryTitle) => onChange({ ...draft, categoryTitle })}
      />
      <LocalizedFields
        label={t('title')}
        value={draft.title}
        maxLength={160}
        onChange={(title) => onChange({ ...draft, title })}
      />
      <LocalizedFields
        label={t('content')}
        value={draft.content}
        maxLength={8000}
        multiline
        onChange={(content) => onChange({ ...draft, content })}
      />
      <DraftActions error={save.error} isSaving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
