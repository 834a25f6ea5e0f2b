import { useLayoutEffect } from 'react';

/**
 * Freezes the page body at its scroll position while a full-screen overlay is open, and
 * restores both the body and the scroll position when it closes (spec section 4).
 */
export function useBodyScrollFreeze(isActive: boolean): void {
  useLayoutEffect(() => {
    if (!isActive) return undefined;
    const { body } = document;
    const scrollY = window.scrollY;
    const saved = {
      position: body.style.position,
      top: body.style.top,
      width: body.style.width,
      overflow: body.style.overflow,
    };
    body.style.position = 'fixed';
    body.style.top = `-${scrollY}px`;
    body.style.width = '100%';
    body.style.overflow = 'hidden';
    return () => {
      Object.assign(body.style, saved);
      window.scrollTo({ top: scrollY, left: 0, behavior: 'instant' });
    };
  }, [isActive]);
}
