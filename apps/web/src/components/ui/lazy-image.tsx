import { LAZY_IMAGE } from '@lucky/contracts/common/constants';
import { useEffect, useRef, useState } from 'react';

export type LazyImageProps = {
  src: string;
  alt: string;
  /** Shown when the image still fails after the retries. */
  fallback: string;
  className?: string;
  width?: number;
  height?: number;
};

const MAX_ATTEMPTS = 3;
/** Preloading 1.3 screens means starting when the image is within 0.3 of a screen below the fold. */
const ROOT_MARGIN = `${Math.round((LAZY_IMAGE.preloadScreens - 1) * 100)}% 0px`;

/**
 * Loads its image when it comes near the viewport, retries a failed load up to three
 * times, then shows the fallback image.
 */
export function LazyImage({ src, alt, fallback, className, width, height }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [isVisible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  // Load state belongs to one src: a new src starts again at attempt 1.
  type LoadState = { src: string; attempt: number; hasFailed: boolean };
  const [load, setLoad] = useState<LoadState>({ src, attempt: 1, hasFailed: false });
  const current: LoadState = load.src === src ? load : { src, attempt: 1, hasFailed: false };
  const { attempt, hasFailed } = current;

  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: ROOT_MARGIN, threshold: LAZY_IMAGE.threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible]);

  const handleError = () => {
    setLoad(
      attempt < MAX_ATTEMPTS ? { src, attempt: attempt + 1, hasFailed: false } : { src, attempt, hasFailed: true },
    );
  };

  const withAttempt = (url: string) => (attempt === 1 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`);
  const shownSrc = hasFailed ? fallback : isVisible ? withAttempt(src) : undefined;

  return (
    <img
      ref={ref}
      src={shownSrc}
      alt={alt}
      className={className}
      width={width}
      height={height}
      decoding="async"
      data-state={hasFailed ? 'fallback' : isVisible ? 'loading' : 'waiting'}
      onError={hasFailed ? undefined : handleError}
    />
  );
}
