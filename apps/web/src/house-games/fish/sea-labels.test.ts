import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelRequest } from './sea-labels.ts';
import { createSeaModel } from './sea-model.ts';
import { verdictPlace } from './sea-verdict.ts';

const label = (key: number, x: number, y: number, r: number, width = 40): LabelRequest => ({
  key,
  x,
  y,
  r,
  width,
  height: 20,
});

const boxes = (requests: LabelRequest[], placed: ReturnType<typeof placeLabels>) =>
  placed.map((at) => {
    const request = requests.find((entry) => entry.key === at.key)!;
    return { l: at.x - request.width / 2, r: at.x + request.width / 2, t: at.y - 10, b: at.y + 10 };
  });

describe('the fish labels', () => {
  it('puts a lone fish label just above it', () => {
    expect(placeLabels([label(1, 200, 200, 30)], 800, 450)).toEqual([{ key: 1, x: 200, y: 200 - 30 - 6 - 10 }]);
  });

  it('never lets two labels overlap, moving the smaller fish label below it or leaving it out', () => {
    // Four fish on top of each other, as a school passing a boss.
    const requests = [
      label(1, 300, 200, 60, 90),
      label(2, 305, 205, 20),
      label(3, 310, 198, 20),
      label(4, 300, 202, 12),
    ];
    const placed = placeLabels(requests, 800, 450);
    const drawn = boxes(requests, placed);
    for (const [i, a] of drawn.entries())
      for (const b of drawn.slice(i + 1)) expect(a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b).toBe(false);
    // The biggest fish chose first and kept its place above.
    expect(placed[0]).toEqual({ key: 1, x: 300, y: 200 - 60 - 6 - 10 });
    expect(placed.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a label inside the sea for a fish at its edge', () => {
    const [at] = placeLabels([label(1, 5, 20, 20)], 800, 450);
    expect(at.x).toBe(20);
    expect(at.y).toBe(10);
  });
});

describe('the verdicts over a fish', () => {
  it('stack a catch and a miss of bullets landing together one line apart instead of over each other', () => {
    const sea = createSeaModel([], 1);
    const first = verdictPlace(sea, 300, 200, '+0.20 (×2)');
    expect(first).toEqual({ x: 300, y: 200, t: 0 });
    sea.effects.push({ kind: 'text', text: '+0.20 (×2)', color: '#fff', ...first, life: 1.6 });
    const second = verdictPlace(sea, 305, 200, 'MISS');
    expect(second.y).toBe(172);
    sea.effects.push({ kind: 'text', text: 'MISS', color: '#fff', ...second, life: 0.9 });
    expect(verdictPlace(sea, 300, 200, 'MISS').y).toBe(144);
    // Far enough to the side, a verdict keeps its own place.
    expect(verdictPlace(sea, 600, 200, 'MISS').y).toBe(200);
  });
});
