// The special fish's looks and effects on the sea's canvas: the aura that marks each kind (a bomb's lit fuse, an
// eel's crackle, the boss's crown), the bomb's blast, the lightning's arcs and the boss's multiplier wheel.
import { HGT, W, type SeaFish, type Wheel } from './sea-model.ts';

export function drawAura(g: CanvasRenderingContext2D, fish: SeaFish, time: number): void {
  const { x, y, r } = fish;
  if (fish.kind.special === 'bomb') {
    g.strokeStyle = '#8d6e63';
    g.lineWidth = 3;
    g.beginPath();
    g.moveTo(x, y - r * 0.9);
    g.quadraticCurveTo(x + r * 0.4, y - r * 1.4, x + r * 0.2, y - r * 1.6);
    g.stroke();
    g.fillStyle = Math.sin(time * 20) > 0 ? '#ffeb3b' : '#ff7043';
    g.beginPath();
    g.arc(x + r * 0.2, y - r * 1.6, 4 + Math.sin(time * 30) * 1.5, 0, Math.PI * 2);
    g.fill();
    return;
  }
  if (fish.kind.special === 'chain') {
    g.strokeStyle = `rgba(128, 222, 234, ${0.5 + Math.sin(time * 12) * 0.3})`;
    g.lineWidth = 2;
    g.beginPath();
    g.ellipse(x, y, r * 2.1, r * 0.9, 0, 0, Math.PI * 2);
    g.stroke();
    return;
  }
  g.fillStyle = '#ffd54f';
  g.beginPath();
  g.moveTo(x - r * 0.5, y - r * 0.9);
  [-0.5, -0.25, 0, 0.25, 0.5].forEach((share, index) => g.lineTo(x + r * share, y - r * (index % 2 ? 1.05 : 1.35)));
  g.lineTo(x + r * 0.5, y - r * 0.9);
  g.fill();
}

export function drawBlast(g: CanvasRenderingContext2D, x: number, y: number, radius: number, k: number): void {
  const grad = g.createRadialGradient(x, y, 0, x, y, radius * (0.4 + k));
  grad.addColorStop(0, 'rgba(255,241,118,0.9)');
  grad.addColorStop(0.5, 'rgba(255,112,67,0.6)');
  grad.addColorStop(1, 'rgba(255,112,67,0)');
  g.fillStyle = grad;
  g.beginPath();
  g.arc(x, y, radius * (0.4 + k), 0, Math.PI * 2);
  g.fill();
}

export function drawBolt(g: CanvasRenderingContext2D, points: { x: number; y: number }[]): void {
  [
    ['rgba(128,222,234,0.5)', 8],
    ['#e0f7fa', 2.5],
  ].forEach(([color, width]) => {
    g.strokeStyle = color as string;
    g.lineWidth = width as number;
    g.beginPath();
    points.forEach((point, index) => (index ? g.lineTo(point.x, point.y) : g.moveTo(point.x, point.y)));
    g.stroke();
  });
}

/** The boss's wheel: spins for 1.6 s, lands on the drawn segment, then shows the paid multiplier. */
export function drawWheel(g: CanvasRenderingContext2D, wheel: Wheel): void {
  const count = wheel.factors.length;
  const slice = (Math.PI * 2) / count;
  const landed = Math.min(1, wheel.t / 1.6);
  const ease = 1 - (1 - landed) ** 3;
  // The pointer is at the top; segment `index` ends under it after four whole turns.
  const rotation = -Math.PI / 2 - (wheel.index + 0.5) * slice - ease * Math.PI * 8 + Math.PI * 8;
  const x = Math.min(W - 110, Math.max(110, wheel.x));
  const y = Math.min(HGT - 130, Math.max(110, wheel.y));
  g.fillStyle = 'rgba(0,0,0,0.45)';
  g.fillRect(0, 0, W, HGT);
  wheel.factors.forEach((factor, index) => {
    g.fillStyle = index % 2 ? '#c62828' : '#f5c542';
    g.beginPath();
    g.moveTo(x, y);
    g.arc(x, y, 90, rotation + index * slice, rotation + (index + 1) * slice);
    g.fill();
    const mid = rotation + (index + 0.5) * slice;
    g.fillStyle = index % 2 ? '#fff' : '#3e2723';
    g.font = 'bold 18px sans-serif';
    g.textAlign = 'center';
    g.fillText(`×${factor}`, x + Math.cos(mid) * 60, y + Math.sin(mid) * 60 + 6);
  });
  g.fillStyle = '#fff';
  g.beginPath();
  g.moveTo(x - 10, y - 100);
  g.lineTo(x + 10, y - 100);
  g.lineTo(x, y - 80);
  g.fill();
  if (landed < 1) return;
  const factor = wheel.factors[wheel.index];
  g.font = 'bold 26px sans-serif';
  g.fillStyle = '#ffd54f';
  g.strokeStyle = '#000';
  g.lineWidth = 4;
  g.lineJoin = 'round';
  const text = `${wheel.base} × ${factor} = ×${wheel.base * factor}`;
  g.strokeText(text, x, y + 124);
  g.fillText(text, x, y + 124);
}
