import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { opsHelpSave } from '@lucky/contracts/ops/content-ops-endpoints';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bodySchemaOf } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { useDeleteHelpArticle, useHelpArticles, useSaveHelpArticle } from './api/help.ts';
import { DeskTable, EditButton, ErrorAlerts, SavedNote, TitleWithLanguages, useDraftEditor } from './desk-kit.tsx';
import type { DeskColumn } from './desk-kit.tsx';
import { blankArticle, HelpArticleForm, type HelpArticleDraft } from './help-article-form.tsx';
import { toDraft, toInput } from './localized-fields.tsx';

const helpSchema = bodySchemaOf(opsHelpSave);

type Article = ValueOf<(typeof ENDPOINTS)['opsHelpList']>[number];

const fromArticle = (article: Article): HelpArticleDraft => ({
  ...article,
  categoryTitle: toDraft(article.categoryTitle),
  title: toDraft(article.title),
  content: toDraft(article.content),
});

const toBody = (value: HelpArticleDraft) => ({
  ...value,
  categoryTitle: toInput(value.categoryTitle),
  title: toInput(value.title),
  content: toInput(value.content),
});

/** Help centre articles by category; the anchor is the /help#anchor link (faq opens the FAQ, protocol the user protocol). */
export function HelpDesk() {
  const { t } = useTranslation('opsContent');
  const list = useHelpArticles();
  const { draft, setDraft, save, resolver } = useDraftEditor(useSaveHelpArticle, toBody, helpSchema);
  const remove = useDeleteHelpArticle();
  const columns = useArticleColumns(setDraft, remove);

  return (
    <section className={styles.panel} aria-label={t('tabs.help')}>
      <div className={styles.toolbar}>
        <Button size="sm" onClick={() => setDraft(blankArticle())}>
          {t('help.create')}
        </Button>
      </div>
      {draft ? (
        <HelpArticleForm
          key={draft.id ?? 'new'}
          draft={draft}
          resolver={resolver}
          onCancel={() => setDraft(null)}
          save={save}
        />
      ) : null}
      <SavedNote show={save.isSuccess && !draft} />
      <ErrorAlerts errors={[list.error, remove.error]} />
      {list.data ? (
        <DeskTable testId="ops-help" columns={columns} rows={list.data} rowKey={(article) => article.id} />
      ) : null}
    </section>
  );
}

function useArticleColumns(
  edit: (draft: HelpArticleDraft) => void,
  remove: ReturnType<typeof useDeleteHelpArticle>,
): DeskColumn<Article>[] {
  const { t } = useTranslation('opsContent');
  return [
    {
      header: t('help.category'),
      cell: (article) => (
        <>
          {article.categoryTitle.EN}
          <div className={styles.hint}>{article.category}</div>
        </>
      ),
    },
    {
      header: t('help.anchor'),
      cell: (article) => (
        <a href={`/help#${article.anchor}`} target="_blank" rel="noreferrer">
          #{article.anchor}
        </a>
      ),
    },
    {
      header: t('title'),
      cell: (article) => (
        <TitleWithLanguages title={article.title.EN} languages={Object.keys(article.content).length} />
      ),
    },
    { header: t('sort'), cell: (article) => article.sort },
    {
      cell: (article) => (
        <div className={styles.actions}>
          <EditButton onClick={() => edit(fromArticle(article))} />
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t('help.confirmDelete', { title: article.title.EN }))) remove.mutate(article.id);
            }}
          >
            {t('delete')}
          </Button>
        </div>
      ),
    },
  ];
}
