// Keyboard access to the betting spots drawn in SVG (the roulette layout and racetrack), where the spots are not
// buttons of their own: each spot gets a focusable target with its name; the group is one Tab stop (roving
// tabindex), the arrow keys move to the nearest spot that way, Home/End to the first/last, Enter or Space places the
// chip. The focused target shows a ring (house.css, .table-key-spot:focus-visible).
import { spotName } from './spot-names.ts';

export type KeySpot = { spot: string; node: SVGElement; x: number; y: number };

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** The nearest spot from `from` in direction (dx, dy): along the way counts once, sideways three times. */
export function nextSpot<T extends { x: number; y: number }>(spots: T[], from: T, [dx, dy]: [number, number]): T {
  let best: T = from;
  let bestScore = Infinity;
  for (const spot of spots) {
    const along = (spot.x - from.x) * dx + (spot.y - from.y) * dy;
    if (spot === from || along <= 1e-6) continue;
    const across = Math.abs((spot.x - from.x) * dy) + Math.abs((spot.y - from.y) * dx);
    const score = along + 3 * across;
    if (score < bestScore) [best, bestScore] = [spot, score];
  }
  return best;
}

/**
 * Wires the targets of a group of spots. `onFocus` hears the spot that has the focus (null when it leaves), so the
 * board can light what a chip there would cover.
 */
export function keyboardSpots(
  group: SVGElement,
  spots: KeySpot[],
  onSpot: (spot: string) => void,
  onFocus: (spot: string | null) => void = () => undefined,
  // Spots whose nodes have no click handler of their own hear a screen reader's activation here.
  { clicks = true }: { clicks?: boolean } = {},
): void {
  const byNode = new Map<Element, KeySpot>();
  spots.forEach((entry, index) => {
    entry.node.setAttribute('role', 'button');
    entry.node.setAttribute('tabindex', index === 0 ? '0' : '-1');
    entry.node.setAttribute('aria-label', spotName(entry.spot));
    entry.node.classList.add('table-key-spot');
    entry.node.dataset.keySpot = entry.spot;
    byNode.set(entry.node, entry);
  });
  const focusOn = (from: KeySpot, to: KeySpot) => {
    from.node.setAttribute('tabindex', '-1');
    to.node.setAttribute('tabindex', '0');
    to.node.focus();
  };
  group.addEventListener('keydown', (event: KeyboardEvent) => {
    const current = byNode.get(event.target as Element);
    if (!current) return;
    const direction = DIRECTIONS[event.key];
    if (direction) focusOn(current, nextSpot(spots, current, direction));
    else if (event.key === 'Home') focusOn(current, spots[0]!);
    else if (event.key === 'End') focusOn(current, spots[spots.length - 1]!);
    else if (event.key === 'Enter' || event.key === ' ') onSpot(current.spot);
    else return;
    event.preventDefault();
  });
  // A screen reader's "activate" is a click with no pointer (detail 0); a pointer's click is the board's own.
  if (clicks)
    group.addEventListener('click', (event: MouseEvent) => {
      const target = byNode.get(event.target as Element);
      if (target && event.detail === 0) onSpot(target.spot);
    });
  group.addEventListener('focusin', (event) => onFocus(byNode.get(event.target as Element)?.spot ?? null));
  group.addEventListener('focusout', () => onFocus(null));
}
