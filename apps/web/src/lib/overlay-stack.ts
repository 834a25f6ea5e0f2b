import { useEffect, useId, useLayoutEffect, useRef } from 'react';

/**
 * Open modals and overlays form a stack: only the top one reacts to Escape, so closing a
 * dialog opened over the login modal leaves the login modal open. The top is the layer
 * drawn on top: dialogs over modals over the full-screen centres, then the latest opened.
 */
export type LayerLevel = 'centre' | 'modal' | 'dialog';
const RANK: Record<LayerLevel, number> = { centre: 0, modal: 1, dialog: 2 };

type Layer = { id: string; rank: number; order: number };
const stack: Layer[] = [];
let opened = 0;

export function isTopLayer(id: string): boolean {
  const top = stack.reduce<Layer | null>(
    (best, layer) =>
      !best || layer.rank > best.rank || (layer.rank === best.rank && layer.order > best.order) ? layer : best,
    null,
  );
  return top?.id === id;
}

/** Registers an open layer; `onEscape` (null when the layer may not be dismissed) runs when it is on top. */
export function useOverlayLayer(isOpen: boolean, onEscape: (() => void) | null, level: LayerLevel = 'modal'): string {
  const id = useId();
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });

  useEffect(() => {
    if (!isOpen) return undefined;
    opened += 1;
    stack.push({ id, rank: RANK[level], order: opened });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopLayer(id) || !latest.current) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = stack.findIndex((layer) => layer.id === id);
      if (index >= 0) stack.splice(index, 1);
    };
  }, [id, isOpen, level]);

  return id;
}
