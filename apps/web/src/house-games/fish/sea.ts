// The fish shooter's living sea: a canvas redrawn every animation frame from the sea's data; a bullet of the page's
// own that hits a fish is handed to `onHit` (the shot's bet), the others' bullets only splash.
import {
  createSeaModel,
  drift,
  flyBullets,
  HGT,
  syncFish,
  W,
  type Sea,
  type SeaFish,
  type SeaKind,
} from './sea-model.ts';
import {
  drawBackground,
  drawBullets,
  drawCannons,
  drawEffects,
  drawLabels,
  drawLock,
  drawSwimmer,
} from './sea-paint.ts';
import { drawWheel } from './special-paint.ts';

export type SeaOptions = {
  kinds: SeaKind[];
  seed: number;
  onHit: (fish: SeaFish, bet: number) => void;
  /** The label under a cannon of the given level. */
  levelText: (level: number) => string;
};

/** Starts the sea on the canvas; it runs as long as the page is open. */
export function createSea(canvas: HTMLCanvasElement, options: SeaOptions): Sea {
  const g = canvas.getContext('2d')!;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = W * ratio;
  canvas.height = HGT * ratio;
  const sea = createSeaModel(options.kinds, options.seed);
  let before = window.performance.now();
  function frame(now: number) {
    const dt = Math.min(0.05, (now - before) / 1000);
    before = now;
    const time = now / 1000;
    syncFish(sea, Date.now(), dt, time);
    drift(sea, dt);
    for (const { bullet, fish } of flyBullets(sea, dt)) {
      if (bullet.mine) options.onHit(fish, bullet.bet);
      else sea.effects.push({ kind: 'net', x: fish.x, y: fish.y, t: 0, life: 0.4 });
    }
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawBackground(g, sea, time);
    sea.fish.forEach((fish) => drawSwimmer(g, fish, time));
    drawLabels(g, sea, time);
    drawLock(g, sea, time);
    drawBullets(g, sea);
    drawEffects(g, sea);
    drawCannons(g, sea, options.levelText);
    if (sea.wheel) drawWheel(g, sea.wheel);
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
  return sea;
}
