// The slot symbols as reusable SVG <symbol>s: installed once per page, then drawn anywhere with <use>.
import { svg } from '../dom.ts';
import { GRADIENTS, shapeOf } from './symbol-shapes.ts';

/** Puts the gradients and the title's symbols in the page once (again when the title changes). */
export function installSymbols(titleId: string, symbolIds: string[]): void {
  const old = document.getElementById('house-art-defs');
  if (old) old.remove();
  const holder = svg('svg', {
    id: 'house-art-defs',
    width: 0,
    height: 0,
    'aria-hidden': 'true',
    style: 'position:absolute',
  });
  holder.innerHTML = `<defs>${GRADIENTS}</defs>${symbolIds.map((id) => `<symbol id="sym-${id}" viewBox="0 0 100 100">${shapeOf(titleId, id)}</symbol>`).join('')}`;
  document.body.prepend(holder);
}

/** One symbol drawn at (x, y) in a size × size box. */
export const symbolAt = (symbolId: string, x: number, y: number, size: number): SVGUseElement =>
  svg('use', { href: `#sym-${symbolId}`, x, y, width: size, height: size });

/** A standalone icon (paytable): its own small svg. */
export const icon = (symbolId: string): SVGSVGElement =>
  svg('svg', { viewBox: '0 0 100 100', role: 'img', 'aria-label': symbolId }, [symbolAt(symbolId, 0, 0, 100)]);
