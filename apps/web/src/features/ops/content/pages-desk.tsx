import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { callOps } from '../ops-session.ts';
import styles from '../ops.module.css';
import { DraftActions } from './draft-actions.tsx';
import { emptyLocalized, LocalizedFields, toDraft, toInput, type LocalizedDraft } from './localized-fields.tsx';
import { useContentSave } from './use-content-save.ts';

type Page = ValueOf<(typeof ENDPOINTS)['opsSitePageList']>[number];
type Draft = { slug: string; title: LocalizedDraft; body: LocalizedDraft; isNew: boolean };

const fromPage = (page: Page): Draft => ({
  slug: page.slug,
  title: toDraft(page.title),
  body: toDraft(page.body),
  isNew: false,
});

/** The editable pages (about-us at /aboutUs, join at /join); a new slug is served by GET /wps/system/page. */
export function PagesDesk() {
  const { t, i18n } = useTranslation('opsContent');
  const describeError = useErrorMessage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'content', 'pages'],
    queryFn: ({ signal }) => callOps('opsSitePageList', { signal }),
  });
  const save = useContentSave(
    (value: Draft) =>
      callOps('opsSitePageSave', {
        body: { slug: value.slug, title: toInput(value.title), body: toInput(value.body) },
      }),
    () => setDraft(null),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) save.mutate(draft);
  };

  return (
    <section className={styles.panel} aria-label={t('tabs.pages')}>
      <div className={styles.toolbar}>
        <Button
          size="sm"
          onClick={() => setDraft({ slug: '', title: emptyLocalized(), body: emptyLocalized(), isNew: true })}
        >
          {t('pages.create')}
        </Button>
      </div>
      {draft ? (
        <form className={styles.card} onSubmit={submit} data-testid="page-form">
          <label className={styles.field}>
            <span>{t('pages.slug')}</span>
            <input
              value={draft.slug}
              required
              readOnly={!draft.isNew}
              pattern="[a-z0-9][a-z0-9\-]{0,39}"
              onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
            />
          </label>
          <p className={styles.hint}>{t('formatHint')}</p>
          <LocalizedFields
            label={t('title')}
            value={draft.title}
            maxLength={120}
            onChange={(title) => setDraft({ ...draft, title })}
          />
          <LocalizedFields
            label={t('pages.body')}
            value={draft.body}
            maxLength={20000}
            multiline
            onChange={(body) => setDraft({ ...draft, body })}
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
      {list.data ? (
        <table className={styles.table} data-testid="ops-pages">
          <thead>
            <tr>
              <th>{t('pages.slug')}</th>
              <th>{t('title')}</th>
              <th>{t('pages.updatedAt')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.map((page) => (
              <tr key={page.slug}>
                <td>{page.slug}</td>
                <td>
                  {page.title.EN}
                  <div className={styles.hint}>{t('languagesFilled', { count: Object.keys(page.body).length })}</div>
                </td>
                <td>{formatDateTime(page.updatedAt, i18n.language)}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setDraft(fromPage(page))}>
                    {t('edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
