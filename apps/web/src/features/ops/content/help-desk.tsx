import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { callOps } from '../ops-session.ts';
import styles from '../ops.module.css';
import { DraftActions } from './draft-actions.tsx';
import { emptyLocalized, LocalizedFields, toDraft, toInput, type LocalizedDraft } from './localized-fields.tsx';
import { useContentSave } from './use-content-save.ts';

type Article = ValueOf<(typeof ENDPOINTS)['opsHelpList']>[number];
type Draft = {
  id?: number;
  category: string;
  categoryTitle: LocalizedDraft;
  anchor: string;
  title: LocalizedDraft;
  content: LocalizedDraft;
  sort: number;
};

const blank = (): Draft => ({
  category: 'faq',
  categoryTitle: emptyLocalized(),
  anchor: '',
  title: emptyLocalized(),
  content: emptyLocalized(),
  sort: 0,
});
const fromArticle = (article: Article): Draft => ({
  ...article,
  categoryTitle: toDraft(article.categoryTitle),
  title: toDraft(article.title),
  content: toDraft(article.content),
});

/** Help centre articles by category; the anchor is the /help#anchor link (faq opens the FAQ, protocol the user protocol). */
export function HelpDesk() {
  const { t } = useTranslation('opsContent');
  const describeError = useErrorMessage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'content', 'help'],
    queryFn: ({ signal }) => callOps('opsHelpList', { signal }),
  });
  const save = useContentSave(
    (value: Draft) =>
      callOps('opsHelpSave', {
        body: {
          ...value,
          categoryTitle: toInput(value.categoryTitle),
          title: toInput(value.title),
          content: toInput(value.content),
        },
      }),
    () => setDraft(null),
  );
  const remove = useContentSave((id: number) => callOps('opsHelpDelete', { body: { id } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) save.mutate(draft);
  };

  return (
    <section className={styles.panel} aria-label={t('tabs.help')}>
      <div className={styles.toolbar}>
        <Button size="sm" onClick={() => setDraft(blank())}>
          {t('help.create')}
        </Button>
      </div>
      {draft ? (
        <form className={styles.card} onSubmit={submit} data-testid="help-form">
          <div className={styles.row}>
            <label className={styles.field}>
              <span>{t('help.category')}</span>
              <input
                value={draft.category}
                required
                pattern="[a-z0-9][a-z0-9\-]{0,59}"
                onChange={(event) => setDraft({ ...draft, category: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              <span>{t('help.anchor')}</span>
              <input
                value={draft.anchor}
                required
                pattern="[a-z0-9][a-z0-9\-]{0,59}"
                onChange={(event) => setDraft({ ...draft, anchor: event.target.value })}
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
          <p className={styles.hint}>{t('formatHint')}</p>
          <LocalizedFields
            label={t('help.categoryTitle')}
            value={draft.categoryTitle}
            maxLength={80}
            onChange={(categoryTitle) => setDraft({ ...draft, categoryTitle })}
          />
          <LocalizedFields
            label={t('title')}
            value={draft.title}
            maxLength={160}
            onChange={(title) => setDraft({ ...draft, title })}
          />
          <LocalizedFields
            label={t('content')}
            value={draft.content}
            maxLength={8000}
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
      {remove.error ? (
        <p className={styles.error} role="alert">
          {describeError(remove.error)}
        </p>
      ) : null}
      {list.data ? (
        <table className={styles.table} data-testid="ops-help">
          <thead>
            <tr>
              <th>{t('help.category')}</th>
              <th>{t('help.anchor')}</th>
              <th>{t('title')}</th>
              <th>{t('sort')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.map((article) => (
              <tr key={article.id}>
                <td>
                  {article.categoryTitle.EN}
                  <div className={styles.hint}>{article.category}</div>
                </td>
                <td>
                  <a href={`/help#${article.anchor}`} target="_blank" rel="noreferrer">
                    #{article.anchor}
                  </a>
                </td>
                <td>
                  {article.title.EN}
                  <div className={styles.hint}>
                    {t('languagesFilled', { count: Object.keys(article.content).length })}
                  </div>
                </td>
                <td>{article.sort}</td>
                <td>
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => setDraft(fromArticle(article))}>
                      {t('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(t('help.confirmDelete', { title: article.title.EN })))
                          remove.mutate(article.id);
                      }}
                    >
                      {t('delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
