import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './banner.module.css';

export type BannerSlide = {
  bannerId: number;
  url: string;
  linkageType: string;
  linkUrl: string | null;
  title: string;
  subtitle?: string;
  buttonText?: string;
};

type Props = { banner: BannerSlide; index: number; total: number; onActivate?: () => void; overlay: ReactNode };

/**
 * One slide: the art behind, the banner's text (in the page's language, from the server) drawn over it as real text,
 * so every language reads it, search engines and screen readers included. It is a button only when it has a link.
 */
export function BannerSlideView({ banner, index, total, onActivate, overlay }: Props) {
  const { t } = useTranslation('frame');
  const content = (
    <>
      {/* The art carries no words: the text below says what the slide is, so the image is decoration. */}
      <img
        className={styles.image}
        src={banner.url}
        alt=""
        // The first slide is the largest paint of the page: it is fetched first (the boot already asked for it).
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        draggable={false}
      />
      <span className={styles.caption} data-testid="banner-caption">
        <span className={styles.title}>{banner.title}</span>
        {banner.subtitle ? <span className={styles.subtitle}>{banner.subtitle}</span> : null}
        {onActivate && banner.buttonText ? <span className={styles.cta}>{banner.buttonText}</span> : null}
      </span>
    </>
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
        <button type="button" className={styles.slideButton} onClick={onActivate}>
          {content}
        </button>
      ) : (
        <div className={styles.slideArt}>{content}</div>
      )}
      {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
    </div>
  );
}
