// Where the multiplier labels over the fish go on each frame: fish swim over each other, and their labels must not
// pile up into an unreadable heap. The biggest fish choose first (their labels say the most); a label that finds no
// free place above or below its fish is left out for that frame rather than printed over another.

/** A label to place: its fish's centre and radius, and the label's size in canvas pixels. */
export type LabelRequest = { key: number; x: number; y: number; r: number; width: number; height: number };
/** A placed label: the centre of its box. */
export type PlacedLabel = { key: number; x: number; y: number };
type Box = { left: number; top: number; right: number; bottom: number };

const GAP = 6;

const boxAt = (x: number, y: number, width: number, height: number): Box => ({
  left: x - width / 2,
  top: y - height / 2,
  right: x + width / 2,
  bottom: y + height / 2,
});

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The label's centre kept inside the sea (a fish half out of the picture still shows its label whole). */
function inside(x: number, y: number, request: LabelRequest, width: number, height: number) {
  const halfW = request.width / 2;
  const halfH = request.height / 2;
  return { x: Math.min(width - halfW, Math.max(halfW, x)), y: Math.min(height - halfH, Math.max(halfH, y)) };
}

/** Places the labels of a `width` × `height` sea; answers those that fit, without overlaps. */
export function placeLabels(requests: LabelRequest[], width: number, height: number): PlacedLabel[] {
  const taken: Box[] = [];
  const placed: PlacedLabel[] = [];
  const bySize = [...requests].sort((a, b) => b.r - a.r || a.key - b.key);
  for (const request of bySize) {
    const above = request.y - request.r - GAP - request.height / 2;
    const below = request.y + request.r + GAP + request.height / 2;
    const farAbove = above - request.height - 2;
    for (const y of [above, below, farAbove]) {
      const at = inside(request.x, y, request, width, height);
      const box = boxAt(at.x, at.y, request.width, request.height);
      if (taken.some((other) => overlaps(box, other))) continue;
      taken.push(box);
      placed.push({ key: request.key, ...at });
      break;
    }
  }
  return placed;
}
