// The fish of the shooter with shapes of their own (turtle, octopus, manta ray, dragon king), drawn on a canvas
// context facing right around (0, 0); t (seconds) animates flippers, tentacles and wings.
import { drawFishBody, type FishLook } from './fish-looks.ts';

function drawTurtle(g: CanvasRenderingContext2D, look: FishLook, r: number, t: number): void {
  g.fillStyle = '#8bc34a';
  [
    [-0.6, -0.75],
    [0.6, -0.75],
    [-0.6, 0.75],
    [0.6, 0.75],
  ].forEach(([x, y]) => {
    g.beginPath();
    g.ellipse(r * x, r * y, r * 0.35, r * 0.18, x * y + Math.sin(t * 5) * 0.4, 0, Math.PI * 2);
    g.fill();
  });
  g.beginPath();
  g.arc(r * 1.05, 0, r * 0.28, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = look.body;
  g.beginPath();
  g.ellipse(0, 0, r * 0.9, r * 0.7, 0, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#1b5e20';
  g.lineWidth = 2;
  [
    [0, 0],
    [-0.45, -0.3],
    [0.45, -0.3],
    [-0.45, 0.3],
    [0.45, 0.3],
  ].forEach(([x, y]) => {
    g.beginPath();
    g.arc(r * x, r * y, r * 0.22, 0, Math.PI * 2);
    g.stroke();
  });
}

function drawOctopus(g: CanvasRenderingContext2D, look: FishLook, r: number, t: number): void {
  g.strokeStyle = look.body;
  g.lineWidth = r * 0.18;
  g.lineCap = 'round';
  for (let i = 0; i < 6; i += 1) {
    const y0 = (i - 2.5) * r * 0.22;
    g.beginPath();
    g.moveTo(-r * 0.3, y0);
    g.quadraticCurveTo(
      -r * 1.0,
      y0 + Math.sin(t * 6 + i) * r * 0.4,
      -r * 1.6,
      y0 * 1.6 + Math.cos(t * 6 + i) * r * 0.3,
    );
    g.stroke();
  }
  g.fillStyle = look.body;
  g.beginPath();
  g.ellipse(r * 0.2, 0, r * 0.75, r * 0.65, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(r * 0.55, -r * 0.2, r * 0.14, 0, Math.PI * 2);
  g.arc(r * 0.55, r * 0.2, r * 0.14, 0, Math.PI * 2);
  g.fill();
}

function drawManta(g: CanvasRenderingContext2D, look: FishLook, r: number, t: number): void {
  const flap = Math.sin(t * 4) * r * 0.25;
  g.fillStyle = look.body;
  g.beginPath();
  g.moveTo(r * 0.8, 0);
  g.quadraticCurveTo(0, -r * 1.3 - flap, -r * 0.6, -r * 0.1);
  g.lineTo(-r * 1.6, 0);
  g.lineTo(-r * 0.6, r * 0.1);
  g.quadraticCurveTo(0, r * 1.3 + flap, r * 0.8, 0);
  g.fill();
  g.fillStyle = look.belly;
  g.beginPath();
  g.arc(r * 0.5, -r * 0.15, r * 0.08, 0, Math.PI * 2);
  g.arc(r * 0.5, r * 0.15, r * 0.08, 0, Math.PI * 2);
  g.fill();
}

function drawDragon(g: CanvasRenderingContext2D, look: FishLook, r: number, t: number): void {
  const grad = g.createLinearGradient(-r * 2, 0, r * 1.5, 0);
  grad.addColorStop(0, '#b8860b');
  grad.addColorStop(0.5, '#ffe082');
  grad.addColorStop(1, '#f5c542');
  g.strokeStyle = grad;
  g.lineWidth = r * 0.45;
  g.lineCap = 'round';
  g.beginPath();
  for (let i = 0; i <= 20; i += 1) {
    const x = -r * 2.2 + i * r * 0.14;
    const y = Math.sin(t * 4 + i * 0.6) * r * 0.25;
    if (i === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  }
  g.stroke();
  g.fillStyle = '#f5c542';
  g.beginPath();
  g.ellipse(r * 0.75, 0, r * 0.45, r * 0.32, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#ffeb3b';
  g.beginPath();
  g.moveTo(r * 0.5, -r * 0.3);
  g.lineTo(r * 0.6, -r * 0.62);
  g.lineTo(r * 0.72, -r * 0.4);
  g.lineTo(r * 0.84, -r * 0.66);
  g.lineTo(r * 0.95, -r * 0.3);
  g.fill();
  g.fillStyle = '#b71c1c';
  g.beginPath();
  g.arc(r * 0.9, -r * 0.08, r * 0.07, 0, Math.PI * 2);
  g.fill();
}

const SPECIAL_SHAPES: Record<string, (g: CanvasRenderingContext2D, look: FishLook, r: number, t: number) => void> = {
  turtle: drawTurtle,
  octopus: drawOctopus,
  manta: drawManta,
  dragon: drawDragon,
};

/** Draws one fish of radius r; t (seconds) animates tails, tentacles and wings. */
export function drawFish(g: CanvasRenderingContext2D, look: FishLook, r: number, t: number): void {
  const special = look.shape && SPECIAL_SHAPES[look.shape];
  if (special) special(g, look, r, t);
  else drawFishBody(g, look, r, t);
}
