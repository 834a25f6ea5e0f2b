import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { opsSitePageSave } from '@lucky/contracts/ops/content-ops-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { bodySchemaOf } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { useSaveSitePage, useSitePages } from './api/pages.ts';
import { CodeField, DeskTable, EditButton, ErrorAlerts, SavedNote, TitleWithLanguages } from './desk-kit.tsx';
import { useDraftEditor, type DeskColumn, type DraftFormProps } from './desk-kit.tsx';
import { DraftActions } from './draft-actions.tsx';
import { emptyLocalized, LocalizedFields, toDraft, toInput, type LocalizedDraft } from './localized-fields.tsx';

const pageSchema = bodySchemaOf(opsSitePageSave);

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
  const { draft, setDraft, save, resolver } = useDraftEditor(useSaveSitePage, toBody, pageSchema);
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
        <PageForm
          key={draft.isNew ? 'new' : draft.slug}
          draft={draft}
          resolver={resolver}
          onCancel={() => setDraft(null)}
          save={save}
        />
      ) : null}
      <SavedNote show={save.isSuccess && !draft} />
      <ErrorAlerts errors={[list.error]} />
      {list.data ? (
        <DeskTable testId="ops-pages" columns={columns} rows={list.data} rowKey={(page) => page.slug} />
      ) : null}
    </section>
  );
}

function PageForm<B>({ draft, resolver, onCancel, save }: DraftFormProps<Draft, B>) {
  const { t } = useTranslation('opsContent');
  const { register, handleSubmit } = useForm<Draft, unknown, B>({ defaultValues: draft, resolver });
  return (
    <form className={styles.card} onSubmit={handleSubmit((body) => save.mutate(body))} data-testid="page-form">
      <CodeField
        label={t('pages.slug')}
        readOnly={!draft.isNew}
        pattern="[a-z0-9][a-z0-9\-]{0,39}"
        field={register('slug')}
      />
      <p className={styles.hint}>{t('formatHint')}</p>
      <LocalizedFields label={t('title')} field={(language) => register(`title.${language}`)} maxLength={120} />
      <LocalizedFields
        label={t('pages.body')}
        field={(language) => register(`body.${language}`)}
        maxLength={20000}
        multiline
      />
      <DraftActions error={save.error} isSaving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
