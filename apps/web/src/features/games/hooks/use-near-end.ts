import { TIMINGS } from '@lucky/contracts/common/constants';
import { useEffect, useRef, useState } from 'react';

/** How far below the fold the next page starts loading: the same 1.3 screens as the lazy images. */
const ROOT_MARGIN = '0px 0px 30% 0px';

/**
 * Infinite scroll: while the sentinel is near the viewport and there is more, `loadMore`
 * runs — at most once per 200 ms (spec section 9) and never while a page is loading.
 * Without IntersectionObserver nothing loads by itself; the "load more" button remains.
 * Returns the callback ref for the sentinel (it mounts only once the first page is shown).
 */
export function useLoadOnNearEnd({
  canLoad,
  loadMore,
}: {
  canLoad: boolean;
  loadMore: () => void;
}): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [isNear, setNear] = useState(false);
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: ROOT_MARGIN,
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setNear(false);
    };
  }, [element]);

  useEffect(() => {
    if (!isNear || !canLoad) return;
    const wait = Math.max(0, lastLoad.current + TIMINGS.infiniteScrollThrottleMs - Date.now());
    const timer = setTimeout(() => {
      lastLoad.current = Date.now();
      loadMore();
    }, wait);
    return () => clearTimeout(timer);
  }, [isNear, canLoad, loadMore]);
  return setElement;
}
