import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { BANNER_LINK_TYPES } from '@lucky/contracts/ops/content-ops-endpoints';
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

type Banner = ValueOf<(typeof ENDPOINTS)['opsBannerList']>[number];
type LinkType = (typeof BANNER_LINK_TYPES)[number];
type Draft = {
  id?: number;
  groupName: string;
  imageUrl: string;
  title: LocalizedDraft;
  linkageType: LinkType;
  linkUrl: string;
  sort: number;
  enabled: boolean;
};

const blank = (): Draft => ({
  groupName: 'w_home',
  imageUrl: '',
  title: emptyLocalized(),
  linkageType: 'NONE',
  linkUrl: '',
  sort: 0,
  enabled: true,
});
const fromBanner = (banner: Banner): Draft => ({
  ...banner,
  title: toDraft(banner.title),
  linkUrl: banner.linkUrl ?? '',
});

/** Banners by group (w_home is the home carousel): image, title, where a click leads, order, on or off. */
export function BannersDesk() {
  const { t } = useTranslation('opsContent');
  const describeError = useErrorMessage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'content', 'banners'],
    queryFn: ({ signal }) => callOps('opsBannerList', { signal }),
  });
  const save = useContentSave(
    (value: Draft) =>
      callOps('opsBannerSave', {
        body: {
          ...value,
          title: toInput(value.title),
          linkUrl: value.linkageType === 'NONE' || !value.linkUrl ? null : value.linkUrl,
        },
      }),
    () => setDraft(null),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) save.mutate(draft);
  };

  return (
    <section className={styles.panel} aria-label={t('tabs.banners')}>
      <div className={styles.toolbar}>
        <Button size="sm" onClick={() => setDraft(blank())}>
          {t('banners.create')}
        </Button>
      </div>
      {draft ? (
        <form className={styles.card} onSubmit={submit} data-testid="banner-form">
          <div className={styles.row}>
            <label className={styles.field}>
              <span>{t('banners.group')}</span>
              <input
                value={draft.groupName}
                required
                pattern="[a-z0-9_]{1,40}"
                onChange={(event) => setDraft({ ...draft, groupName: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              <span>{t('banners.image')}</span>
              <input
                value={draft.imageUrl}
                required
                maxLength={500}
                pattern="/[^/].*"
                placeholder="/assets/banners/welcome.svg"
                onChange={(event) => setDraft({ ...draft, imageUrl: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              <span>{t('banners.linkType')}</span>
              <select
                value={draft.linkageType}
                onChange={(event) => setDraft({ ...draft, linkageType: event.target.value as LinkType })}
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
                  onChange={(event) => setDraft({ ...draft, linkUrl: event.target.value })}
                />
              </label>
            ) : null}
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
            <label className={styles.inline}>
              <input
                type="checkbox"
                checked={draft.enabled}
                onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
              />
              {t('banners.enabled')}
            </label>
          </div>
          {draft.imageUrl ? <img className={styles.proof} src={draft.imageUrl} alt={t('banners.preview')} /> : null}
          <LocalizedFields
            label={t('title')}
            value={draft.title}
            maxLength={120}
            onChange={(title) => setDraft({ ...draft, title })}
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
        <table className={styles.table} data-testid="ops-banners">
          <thead>
            <tr>
              <th>{t('banners.image')}</th>
              <th>{t('banners.group')}</th>
              <th>{t('title')}</th>
              <th>{t('banners.link')}</th>
              <th>{t('sort')}</th>
              <th>{t('banners.enabled')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.map((banner) => (
              <tr key={banner.id}>
                <td>
                  <img className={styles.proof} src={banner.imageUrl} alt={banner.title.EN} />
                </td>
                <td>{banner.groupName}</td>
                <td>{banner.title.EN}</td>
                <td>
                  {t(`banners.linkTypes.${banner.linkageType}`)}
                  {banner.linkUrl ? <div className={styles.hint}>{banner.linkUrl}</div> : null}
                </td>
                <td>{banner.sort}</td>
                <td>{banner.enabled ? t('yes') : t('no')}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setDraft(fromBanner(banner))}>
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
