import { useEffect, useId, useLayoutEffect, useRef } from 'react';

/**
 * Open modals and overlays form a stack: only the top one reacts to Escape, so closing a
 * dialog opened over the login modal leaves the login modal open.
 */
const stack: string[] = [];

export function isTopLayer(id: string): boolean {
  return stack[stack.length - 1] === id;
}

/** Registers an open layer; `onEscape` (null when the layer may not be dismissed) runs when it is on top. */
export function useOverlayLayer(isOpen: boolean, onEscape: (() => void) | null): string {
  const id = useId();
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });

  useEffect(() => {
    if (!isOpen) return undefined;
    stack.push(id);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopLayer(id) || !latest.current) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = stack.lastIndexOf(id);
      if (index >= 0) stack.splice(index, 1);
    };
  }, [id, isOpen]);

  return id;
}
