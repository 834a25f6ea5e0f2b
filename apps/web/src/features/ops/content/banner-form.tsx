import { BANNER_LINK_TYPES } from '@lucky/contracts/ops/content-ops-endpoints';
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
  linkageType: LinkType;
  linkUrl: string;
  sort: number;
  enabled: boolean;
};

export const blankBanner = (): BannerDraft => ({
  groupName: 'w_home',
  imageUrl: '',
  title: emptyLocalized(),
  linkageType: 'NONE',
  linkUrl: '',
  sort: 0,
  enabled: true,
});

/** A banner's group, image, link, order, switch and title in every language, with a preview of the image. */
export function BannerForm({ draft, onChange, onCancel, onSubmit, save }: DraftFormProps<BannerDraft>) {
  const { t } = useTranslation('opsContent');
  return (
    <form className={styles.card} onSubmit={onSubmit} data-testid="banner-form">
      <div className={styles.row}>
        <CodeField
          label={t('banners.group')}
          value={draft.groupName}
          pattern="[a-z0-9_]{1,40}"
          onChange={(groupName) => onChange({ ...draft, groupName })}
        />
        <label className={styles.field}>
          <span>{t('banners.image')}</span>
          <input
            value={draft.imageUrl}
            required
            maxLength={500}
            pattern="/[^/].*"
            placeholder="/assets/banners/welcome.svg"
            onChange={(event) => onChange({ ...draft, imageUrl: event.target.value })}
          />
        </label>
        <BannerLinkFields draft={draft} onChange={onChange} />
        <SortField value={draft.sort} onChange={(sort) => onChange({ ...draft, sort })} />
        <label className={styles.inline}>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => onChange({ ...draft, enabled: event.target.checked })}
          />
          {t('banners.enabled')}
        </label>
      </div>
      {draft.imageUrl ? <img className={styles.proof} src={draft.imageUrl} alt={t('banners.preview')} /> : null}
      <LocalizedFields
        label={t('title')}
        value={draft.title}
        maxLength={120}
        onChange={(title) => onChange({ ...draft, title })}
      />
      <DraftActions error={save.error} isSaving={save.isPending} onCancel={onCancel} />
    </form>
  );
}

function BannerLinkFields({ draft, onChange }: Pick<DraftFormProps<BannerDraft>, 'draft' | 'onChange'>) {
  const { t } = useTranslation('opsContent');
  return (
    <>
      <label className={styles.field}>
        <span>{t('banners.linkType')}</span>
        <select
          value={draft.linkageType}
          onChange={(event) => onChange({ ...draft, linkageType: event.target.value as LinkType })}
        >
          {BANNER_LINK_TYPES.map((item) => (
            <option key={item} value={item}>
              {t(`banners.linkTypes.${item}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.linkageType !== 'NONE' ? (
        <label className={styles.field}>
          <span>{t('banners.link')}</span>
          <input
            value={draft.linkUrl}
            required
            maxLength={500}
            placeholder="/promotions"
            onChange={(event) => onChange({ ...draft, linkUrl: event.target.value })}
          />
        </label>
      ) : null}
    </>
  );
}
