import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/**
 * Keeps keyboard focus inside an open modal: focus moves in when it opens (the first field,
 * or the element marked data-autofocus), Tab and Shift+Tab wrap around, and focus returns
 * to where it was when the modal closes.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, isActive: boolean): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!isActive) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const preferred = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(container)[0] ?? container;
    preferred.focus({ preventScroll: true });
    return () => {
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, [containerRef, isActive]);

  return (event) => {
    if (event.key !== 'Tab' || !containerRef.current) return;
    const elements = focusableIn(containerRef.current);
    if (elements.length === 0) {
      event.preventDefault();
      return;
    }
    const first = elements[0];
    const last = elements[elements.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !containerRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !containerRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
