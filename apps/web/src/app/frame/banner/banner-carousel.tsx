import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeNavigate } from '../../../components/ui/safe-link.tsx';
import { useBanners } from '../../../lib/data/use-site-content.ts';
import { JackpotCounter } from '../jackpot/jackpot-counter.tsx';
import styles from './banner.module.css';
import { bannerAction, carouselSettings } from './carousel-settings.ts';
import type { BannerSlide } from './banner-slide.tsx';
import { BannerSlideView } from './banner-slide.tsx';

export type BannerCarouselProps = { tone: 'light' | 'dark'; showJackpot: boolean };

export function BannerCarousel({ tone, showJackpot }: BannerCarouselProps) {
  const { data: banners, isPending } = useBanners();
  if (isPending) return <div className={`${styles.banner} ${styles.placeholder}`} aria-hidden="true" />;
  if (!banners || banners.length === 0) return null;
  return <BannerSlides banners={banners} tone={tone} showJackpot={showJackpot} />;
}

export function BannerSlides({
  banners,
  tone,
  showJackpot,
}: BannerCarouselProps & { banners: readonly BannerSlide[] }) {
  const { t } = useTranslation('frame');
  const navigate = useSafeNavigate();
  const settings = carouselSettings(banners.length);
  const plugins = useMemo(
    () =>
      settings.autoplayDelay === null
        ? []
        : [Autoplay({ delay: settings.autoplayDelay, stopOnInteraction: false, stopOnMouseEnter: true })],
    [settings.autoplayDelay],
  );
  const [viewportRef, api] = useEmblaCarousel(settings.options, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const activate = (banner: BannerSlide) => {
    const action = bannerAction(banner);
    if (action?.kind === 'open') window.open(action.url, '_blank', 'noopener,noreferrer');
    else if (action?.kind === 'navigate') navigate(action.to);
  };

  return (
    <>
      <section
        className={`${styles.banner} ${tone === 'light' ? styles.light : styles.dark}`}
        aria-roledescription="carousel"
        aria-label={t('banner.label')}
      >
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.container}>
            {banners.map((banner, index) => (
              <BannerSlideView
                key={banner.bannerId}
                banner={banner}
                index={index}
                total={banners.length}
                onActivate={bannerAction(banner) ? () => activate(banner) : undefined}
                overlay={null}
              />
            ))}
          </div>
        </div>
        {settings.hasPagination ? (
          <div className={styles.dots} role="tablist" aria-label={t('banner.pagination')}>
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                role="tab"
                aria-selected={index === selected}
                aria-label={t('banner.goTo', { index: index + 1 })}
                className={index === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
        ) : null}
      </section>
      {/* The jackpot in its own strip under the banner: over the first slide it covered the art. */}
      {showJackpot ? <JackpotCounter variant="strip" /> : null}
    </>
  );
}
