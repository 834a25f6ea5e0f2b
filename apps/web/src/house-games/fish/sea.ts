// The fish shooter's living sea: a canvas redrawn every animation frame from the sea's data.
import type { FishSpecies } from '../house-api-types.ts';
import { createSeaModel, fill, HGT, swim, W, type Sea } from './sea-model.ts';
import { drawBackground, drawBullet, drawCannon, drawEffects, drawSwimmer } from './sea-paint.ts';

/** Moves the shot on; once it lands it is gone and its promise resolves. */
function flyBullet(g: CanvasRenderingContext2D, sea: Sea, dt: number): void {
  const bullet = sea.bullet;
  if (!bullet) return;
  bullet.t = Math.min(1, bullet.t + dt / 0.25);
  drawBullet(g, bullet);
  if (bullet.t >= 1) {
    sea.bullet = null;
    bullet.done();
  }
}

/** Starts the sea on the canvas; it runs as long as the page is open. */
export function createSea(canvas: HTMLCanvasElement, species: FishSpecies[]): Sea {
  const g = canvas.getContext('2d')!;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = W * ratio;
  canvas.height = HGT * ratio;
  const sea = createSeaModel(species);
  let before = window.performance.now();
  function frame(now: number) {
    const dt = Math.min(0.05, (now - before) / 1000);
    before = now;
    const time = now / 1000;
    swim(sea, dt);
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawBackground(g, sea, time);
    sea.fish.forEach((entry) => drawSwimmer(g, entry, time));
    flyBullet(g, sea, dt);
    sea.effects = sea.effects.filter((effect) => (effect.t += dt) < effect.life);
    drawEffects(g, sea);
    drawCannon(g, sea);
    requestAnimationFrame(frame);
  }
  fill(sea);
  // The first school is spread over the whole sea rather than queued at the edges.
  sea.fish.forEach((entry) => {
    entry.x = 40 + Math.random() * (W - 80);
  });
  requestAnimationFrame(frame);
  return sea;
}
