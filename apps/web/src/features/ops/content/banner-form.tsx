import { BANNER_LINK_TYPES } from '@lucky/contracts/ops/content-ops-endpoints';
import { useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import { CodeField, SortField, type DraftFormProps } from './desk-kit.tsx';
import { DraftActions } from './draft-actions.tsx';
import { emptyLocalized, LocalizedFields, type LocalizedDraft } from './localized-fields.tsx';

type LinkType = (typeof BANNER_LINK_TYPES)[number];
export type BannerDraft = {
  id?: number;
  groupName: string;
  imageUrl: string;
  title: LocalizedDraft;
  subtitle: LocalizedDraft;
  buttonText: LocalizedDraft;
  linkageType: LinkType;
  linkUrl: string;
  sort: number;
  enabled: boolean;
};

export const blankBanner = (): BannerDraft => ({
  groupName: 'w_home',
  imageUrl: '',
  title: emptyLocalized(),
  subtitle: emptyLocalized(),
  buttonText: emptyLocalized(),
  linkageType: 'NONE',
  linkUrl: '',
  sort: 0,
  enabled: true,
});

/**
 * A banner's group, image, link, order, switch, and the text the site draws over the image in every language (title,
 * subtitle, button), with a preview of the image. The image should carry no words: they would not be translated.
 */
export function BannerForm<B>({ draft, resolver, onCancel, save }: DraftFormProps<BannerDraft, B>) {
  const { t } = useTranslation('opsContent');
  const { register, handleSubmit, control } = useForm<BannerDraft, unknown, B>({ defaultValues: draft, resolver });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  return (
    <form className={styles.card} onSubmit={handleSubmit((body) => save.mutate(body))} data-testid="banner-form">
      <div className={styles.row}>
        <CodeField label={t('banners.group')} pattern="[a-z0-9_]{1,40}" field={register('groupName')} />
        <label className={styles.field}>
          <span>{t('banners.image')}</span>
          <input
            required
            maxLength={500}
            pattern="/[^/].*"
            placeholder="/assets/banners/welcome.svg"
            {...register('imageUrl')}
          />
        </label>
        <BannerLinkFields register={register} control={control} />
        <SortField field={register('sort', { setValueAs: Number })} />
        <label className={styles.inline}>
          <input type="checkbox" {...register('enabled')} />
          {t('banners.enabled')}
        </label>
      </div>
      {imageUrl ? <img className={styles.proof} src={imageUrl} alt={t('banners.preview')} /> : null}
      <p className={styles.hint}>{t('banners.textHint')}</p>
      <LocalizedFields label={t('title')} field={(language) => register(`title.${language}`)} maxLength={120} />
      <LocalizedFields
        label={t('banners.subtitle')}
        field={(language) => register(`subtitle.${language}`)}
        maxLength={160}
        isOptional
      />
      <LocalizedFields
        label={t('banners.buttonText')}
        field={(language) => register(`buttonText.${language}`)}
        maxLength={40}
        isOptional
      />
      <DraftActions error={save.error} isSaving={save.isPending} onCancel={onCancel} />
    </form>
  );
}

function BannerLinkFields<B>({
  register,
  control,
}: {
  register: UseFormRegister<BannerDraft>;
  control: Control<BannerDraft, unknown, B>;
}) {
  const { t } = useTranslation('opsContent');
  const linkageType = useWatch({ control, name: 'linkageType' });
  return (
    <>
      <label className={styles.field}>
        <span>{t('banners.linkType')}</span>
        <select {...register('linkageType')}>
          {BANNER_LINK_TYPES.map((item) => (
            <option key={item} value={item}>
              {t(`banners.linkTypes.${item}`)}
            </option>
          ))}
        </select>
      </label>
      {linkageType !== 'NONE' ? (
        <label className={styles.field}>
          <span>{t('banners.link')}</span>
          <input required maxLength={500} placeholder="/promotions" {...register('linkUrl')} />
        </label>
      ) : null}
    </>
  );
}
