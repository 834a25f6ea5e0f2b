import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import styles from '../ops.module.css';
import { useSaveSitePage, useSitePages } from './api/pages.ts';
import { CodeField, DeskTable, EditButton, ErrorAlerts, SavedNote, TitleWithLanguages } from './desk-kit.tsx';
import { useDraftEditor, type DeskColumn, type DraftFormProps } from './desk-kit.tsx';
import { DraftActions } from './draft-actions.tsx';
import { emptyLocalized, LocalizedFields, toDraft, toInput, type LocalizedDraft } from './localized-fields.tsx';

type Page = ValueOf<(typeof ENDPOINTS)['opsSitePageList']>[number];
type Draft = { slug: string; title: LocalizedDraft; body: LocalizedDraft; isNew: boolean };

const fromPage = (page: Page): Draft => ({
  slug: page.slug,
  title: toDraft(page.title),
  body: toDraft(page.body),
  isNew: false,
});

const toBody = (value: Draft) => ({ slug: value.slug, title: toInput(value.title), body: toInput(value.body) });

/** The editable pages (about-us at /aboutUs, join at /join); a new slug is served by GET /wps/system/page. */
export function PagesDesk() {
  const { t, i18n } = useTranslation('opsContent');
  const list = useSitePages();
  const { draft, setDraft, submit, save } = useDraftEditor(useSaveSitePage, toBody);
  const columns: DeskColumn<Page>[] = [
    { header: t('pages.slug'), cell: (page) => page.slug },
    {
      header: t('title'),
      cell: (page) => <TitleWithLanguages title={page.title.EN} languages={Object.keys(page.body).length} />,
    },
    { header: t('pages.updatedAt'), cell: (page) => formatDateTime(page.updatedAt, i18n.language) },
    { cell: (page) => <EditButton onClick={() => setDraft(fromPage(page))} /> },
  ];

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
        <PageForm draft={draft} onChange={setDraft} onCancel={() => setDraft(null)} onSubmit={submit} save={save} />
      ) : null}
      <SavedNote show={save.isSuccess && !draft} />
      <ErrorAlerts errors={[list.error]} />
      {list.data ? (
        <DeskTable testId="ops-pages" columns={columns} rows={list.data} rowKey={(page) => page.slug} />
      ) : null}
    </section>
  );
}

function PageForm({ draft, onChange, onCancel, onSubmit, save }: DraftFormProps<Draft>) {
  const { t } = useTranslation('opsContent');
  return (
    <form className={styles.card} onSubmit={onSubmit} data-testid="page-form">
      <CodeField
        label={t('pages.slug')}
        value={draft.slug}
        readOnly={!draft.isNew}
        pattern="[a-z0-9][a-z0-9\-]{0,39}"
        onChange={(slug) => onChange({ ...draft, slug })}
      />
      <p className={styles.hint}>{t('formatHint')}</p>
      <LocalizedFields
        label={t('title')}
        value={draft.title}
        maxLength={120}
        onChange={(title) => onChange({ ...draft, title })}
      />
      <LocalizedFields
        label={t('pages.body')}
        value={draft.body}
        maxLength={20000}
        multiline
        onChange={(body) => onChange({ ...draft, body })}
      />
      <DraftActions error={save.error} isSaving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
