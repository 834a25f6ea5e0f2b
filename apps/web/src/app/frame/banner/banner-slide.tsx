import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './banner.module.css';

export type BannerSlide = { bannerId: number; url: string; linkageType: string; linkUrl: string | null; title: string };

type Props = { banner: BannerSlide; index: number; total: number; onActivate?: () => void; overlay: ReactNode };

/** One slide; it is a button only when the banner has a link. */
export function BannerSlideView({ banner, index, total, onActivate, overlay }: Props) {
  const { t } = useTranslation('frame');
  // The first slide is the largest paint of the page: it is fetched first (the boot already asked for it).
  const image = (
    <img
      className={styles.image}
      src={banner.url}
      alt={banner.title}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : undefined}
      draggable={false}
    />
  );
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={t('banner.slide', { index: index + 1, total })}
      data-testid="banner-slide"
    >
      {onActivate ? (
        <button type="button" className={styles.slideButton} onClick={onActivate} aria-label={banner.title}>
          {image}
        </button>
      ) : (
        image
      )}
      {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
    </div>
  );
}
