import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { opsBannerSave } from '@lucky/contracts/ops/content-ops-endpoints';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bodySchemaOf } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { useBanners, useSaveBanner } from './api/banners.ts';
import { BannerForm, blankBanner, type BannerDraft } from './banner-form.tsx';
import { DeskTable, EditButton, ErrorAlerts, SavedNote, useDraftEditor, type DeskColumn } from './desk-kit.tsx';
import { toDraft, toInput, toOptionalInput } from './localized-fields.tsx';

const bannerSchema = bodySchemaOf(opsBannerSave);

type Banner = ValueOf<(typeof ENDPOINTS)['opsBannerList']>[number];

const fromBanner = (banner: Banner): BannerDraft => ({
  ...banner,
  title: toDraft(banner.title),
  subtitle: toDraft(banner.subtitle ?? {}),
  buttonText: toDraft(banner.buttonText ?? {}),
  linkUrl: banner.linkUrl ?? '',
});

const toBody = (value: BannerDraft) => ({
  ...value,
  title: toInput(value.title),
  subtitle: toOptionalInput(value.subtitle),
  buttonText: toOptionalInput(value.buttonText),
  linkUrl: value.linkageType === 'NONE' || !value.linkUrl ? null : value.linkUrl,
});

/** Banners by group (w_home is the home carousel): image, the text over it, where a click leads, order, on or off. */
export function BannersDesk() {
  const { t } = useTranslation('opsContent');
  const list = useBanners();
  const { draft, setDraft, save, resolver } = useDraftEditor(useSaveBanner, toBody, bannerSchema);
  const columns = useBannerColumns(setDraft);

  return (
    <section className={styles.panel} aria-label={t('tabs.banners')}>
      <div className={styles.toolbar}>
        <Button size="sm" onClick={() => setDraft(blankBanner())}>
          {t('banners.create')}
        </Button>
      </div>
      {draft ? (
        <BannerForm
          key={draft.id ?? 'new'}
          draft={draft}
          resolver={resolver}
          onCancel={() => setDraft(null)}
          save={save}
        />
      ) : null}
      <SavedNote show={save.isSuccess && !draft} />
      <ErrorAlerts errors={[list.error]} />
      {list.data ? (
        <DeskTable testId="ops-banners" columns={columns} rows={list.data} rowKey={(banner) => banner.id} />
      ) : null}
    </section>
  );
}

function useBannerColumns(edit: (draft: BannerDraft) => void): DeskColumn<Banner>[] {
  const { t } = useTranslation('opsContent');
  return [
    {
      header: t('banners.image'),
      cell: (banner) => <img className={styles.proof} src={banner.imageUrl} alt={banner.title.EN} />,
    },
    { header: t('banners.group'), cell: (banner) => banner.groupName },
    { header: t('title'), cell: (banner) => banner.title.EN },
    {
      header: t('banners.link'),
      cell: (banner) => (
        <>
          {t(`banners.linkTypes.${banner.linkageType}`)}
          {banner.linkUrl ? <div className={styles.hint}>{banner.linkUrl}</div> : null}
        </>
      ),
    },
    { header: t('sort'), cell: (banner) => banner.sort },
    { header: t('banners.enabled'), cell: (banner) => (banner.enabled ? t('yes') : t('no')) },
    { cell: (banner) => <EditButton onClick={() => edit(fromBanner(banner))} /> },
  ];
}
