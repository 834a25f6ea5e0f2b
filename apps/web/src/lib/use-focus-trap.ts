import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/**
 * Keeps keyboard focus inside an open modal: focus moves in when it opens (the element marked
 * data-autofocus, else the first text field, else the modal itself), Tab and Shift+Tab wrap around, and focus returns
 * to where it was when the modal closes.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!isActive) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const elements = focusableIn(container);
    const firstField = elements.find((element) => element.matches('input:not([type="checkbox"]), select, textarea'));
    const preferred = container.querySelector<HTMLElement>('[data-autofocus]') ?? firstField ?? container;
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
    const isOutside = active === containerRef.current || !containerRef.current.contains(active);
    if (event.shiftKey && (active === first || isOutside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || isOutside)) {
      event.preventDefault();
      first.focus();
    }
  };
}
