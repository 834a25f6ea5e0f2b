// Painting the fish shooter's sea on its canvas, one frame at a time, from the sea's data (sea-model.ts).
import { t } from '../i18n/translate.ts';
import { drawFish } from './fish-shapes.ts';
import { placeLabels } from './sea-labels.ts';
import { drawAura, drawBlast, drawBolt } from './special-paint.ts';
import { HGT, muzzleOf, W, type Sea, type SeaFish } from './sea-model.ts';

export function drawBackground(g: CanvasRenderingContext2D, sea: Sea, time: number): void {
  const grad = g.createLinearGradient(0, 0, 0, HGT);
  grad.addColorStop(0, '#0a6fa8');
  grad.addColorStop(0.6, '#064a78');
  grad.addColorStop(1, '#022a48');
  g.fillStyle = grad;
  g.fillRect(0, 0, W, HGT);
  g.fillStyle = 'rgba(255,255,255,0.05)';
  for (let i = 0; i < 5; i += 1) {
    g.beginPath();
    g.moveTo(80 + i * 170 + Math.sin(time / 3 + i) * 20, 0);
    g.lineTo(130 + i * 170, 0);
    g.lineTo(40 + i * 150, HGT);
    g.lineTo(i * 150, HGT);
    g.fill();
  }
  g.fillStyle = '#c2a36b';
  g.beginPath();
  g.moveTo(0, HGT - 30);
  for (let x = 0; x <= W; x += 40) g.lineTo(x, HGT - 30 - Math.sin(x / 70) * 8);
  g.lineTo(W, HGT);
  g.lineTo(0, HGT);
  g.fill();
  g.strokeStyle = '#2e7d32';
  g.lineWidth = 5;
  [60, 220, 540, 720].forEach((x, i) => {
    g.beginPath();
    g.moveTo(x, HGT - 25);
    g.quadraticCurveTo(x + Math.sin(time * 1.5 + i) * 15, HGT - 70, x + 5, HGT - 110);
    g.stroke();
  });
  g.fillStyle = 'rgba(255,255,255,0.35)';
  sea.bubbles.forEach((bubble) => {
    g.beginPath();
    g.arc(bubble.x, bubble.y, bubble.r, 0, Math.PI * 2);
    g.fill();
  });
}

/** Every seat's cannon, turned to its aim, over a badge with its player's masked name and cannon level. */
export function drawCannons(g: CanvasRenderingContext2D, sea: Sea, levelText: (level: number) => string): void {
  sea.cannons.forEach((cannon) => {
    const { x, y } = muzzleOf(cannon.seat);
    const gold = cannon.isYou ? '#f5c542' : '#90caf9';
    g.save();
    g.translate(x, y);
    g.rotate((cannon.isYou ? sea.aim : cannon.aim) + Math.PI / 2);
    g.fillStyle = '#b0bec5';
    g.fillRect(-8, -50, 16, 50);
    g.fillStyle = gold;
    g.fillRect(-11, -54, 22, 9);
    g.restore();
    g.fillStyle = cannon.isYou ? '#455a64' : '#37474f';
    g.strokeStyle = gold;
    g.lineWidth = 3;
    g.beginPath();
    g.arc(x, y, 15, 0, Math.PI * 2);
    g.fill();
    g.stroke();
    // The badge lies whole inside the sea: a plate 34 px high that ends 3 px above the bottom edge.
    g.beginPath();
    g.roundRect(x - 38, HGT - 37, 76, 34, 9);
    g.fill();
    g.stroke();
    g.font = 'bold 12px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#fff';
    g.fillText(levelText(cannon.level), x, HGT - 28);
    g.font = 'bold 11px sans-serif';
    g.fillStyle = gold;
    g.fillText(cannon.isYou ? t('fish.you') : cannon.name, x, HGT - 13, 70);
    g.textBaseline = 'alphabetic';
  });
}

/** Bullets in flight: the page's own gold, the others' pale blue. */
export function drawBullets(g: CanvasRenderingContext2D, sea: Sea): void {
  sea.bullets.forEach((bullet) => {
    g.fillStyle = bullet.mine ? '#ffeb3b' : '#b3e5fc';
    g.beginPath();
    g.arc(bullet.x, bullet.y, bullet.mine ? 6 : 5, 0, Math.PI * 2);
    g.fill();
  });
}

/** The locked fish's reticle. */
export function drawLock(g: CanvasRenderingContext2D, sea: Sea, time: number): void {
  const fish = sea.lockKey === null ? undefined : sea.fish.get(sea.lockKey);
  if (!fish) return;
  const r = fish.r * 1.7 + Math.sin(time * 6) * 3;
  g.strokeStyle = '#ff5252';
  g.lineWidth = 2;
  g.beginPath();
  g.arc(fish.x, fish.y, r, 0, Math.PI * 2);
  g.stroke();
  [0, 1, 2, 3].forEach((quarter) => {
    const angle = (quarter * Math.PI) / 2;
    g.beginPath();
    g.moveTo(fish.x + Math.cos(angle) * (r - 8), fish.y + Math.sin(angle) * (r - 8));
    g.lineTo(fish.x + Math.cos(angle) * (r + 8), fish.y + Math.sin(angle) * (r + 8));
    g.stroke();
  });
}

/** The fish's gentle up and down as it swims. */
const bobbedY = (entry: SeaFish, time: number) => entry.y + Math.sin(time * 2 + entry.phase) * 6;

export function drawSwimmer(g: CanvasRenderingContext2D, entry: SeaFish, time: number): void {
  g.save();
  g.translate(entry.x, bobbedY(entry, time));
  if (entry.state === 'caught') {
    g.globalAlpha = Math.max(0, 1 - entry.t);
    g.rotate(entry.t * 8);
  }
  if (entry.vx < 0 && entry.state !== 'caught') g.scale(-1, 1);
  drawFish(g, entry.look, entry.r, time + entry.phase);
  g.restore();
  if (entry.kind.special && entry.state === 'swim') drawAura(g, entry, time);
}

/** Each special's colour, strong enough to read on the dark plate (a bomb's is a fuse orange). */
const LABEL_COLOURS = { bomb: '#ffab40', chain: '#84ffff', wheel: '#ffd740' } as const;
const labelFont = (entry: SeaFish) => `bold ${entry.r > 40 ? 15 : 13}px sans-serif`;

/** The swimming fish's multiplier labels on dark plates, placed so that none covers another (sea-labels.ts). */
export function drawLabels(g: CanvasRenderingContext2D, sea: Sea, time: number): void {
  const fish = [...sea.fish.values()].filter((entry) => entry.state === 'swim');
  const requests = fish.map((entry) => {
    g.font = labelFont(entry);
    const width = g.measureText(entry.kind.label).width + 12;
    return { key: entry.key, x: entry.x, y: bobbedY(entry, time), r: entry.r, width, height: entry.r > 40 ? 22 : 19 };
  });
  const byKey = new Map(fish.map((entry) => [entry.key, entry]));
  const sizes = new Map(requests.map((request) => [request.key, request]));
  for (const label of placeLabels(requests, W, HGT)) {
    const entry = byKey.get(label.key)!;
    const { width, height } = sizes.get(label.key)!;
    const colour = entry.kind.special
      ? LABEL_COLOURS[entry.kind.special]
      : entry.kind.size === 'boss'
        ? '#ffd740'
        : '#fff';
    g.fillStyle = 'rgba(2, 18, 36, 0.78)';
    g.strokeStyle = entry.kind.special ? colour : 'rgba(255, 255, 255, 0.25)';
    g.lineWidth = 1.5;
    g.beginPath();
    g.roundRect(label.x - width / 2, label.y - height / 2, width, height, height / 2);
    g.fill();
    g.stroke();
    g.font = labelFont(entry);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = colour;
    g.fillText(entry.kind.label, label.x, label.y + 1);
    g.textBaseline = 'alphabetic';
  }
}

export function drawEffects(g: CanvasRenderingContext2D, sea: Sea): void {
  sea.effects.forEach((effect) => {
    const k = effect.t / effect.life;
    g.globalAlpha = 1 - k;
    if (effect.kind === 'net') {
      g.strokeStyle = '#fff';
      g.lineWidth = 2;
      g.beginPath();
      g.arc(effect.x, effect.y, 12 + k * 40, 0, Math.PI * 2);
      g.stroke();
    }
    if (effect.kind === 'blast') drawBlast(g, effect.x, effect.y, effect.radius, k);
    if (effect.kind === 'bolt') drawBolt(g, effect.points);
    if (effect.kind === 'coin') {
      g.fillStyle = '#ffd54f';
      g.beginPath();
      g.arc(
        effect.x + effect.vx * effect.t,
        effect.y + effect.vy * effect.t + 200 * effect.t * effect.t,
        6,
        0,
        Math.PI * 2,
      );
      g.fill();
    }
    if (effect.kind === 'text') {
      g.font = 'bold 24px sans-serif';
      g.textAlign = 'center';
      g.fillStyle = effect.color;
      g.strokeStyle = '#000';
      g.lineWidth = 4;
      // Round joins: mitred ones draw spikes off the letters' sharp corners (the M of MISS).
      g.lineJoin = 'round';
      g.strokeText(effect.text, effect.x, effect.y - k * 40);
      g.fillText(effect.text, effect.x, effect.y - k * 40);
    }
    g.globalAlpha = 1;
  });
}
