// The look of each fish species of the shooter, and the generic fish body drawn from it on a canvas context
// facing right around (0, 0); the species with shapes of their own are drawn by fish-shapes.ts.
/** Colours and features of a species; `shape` names a drawing of its own. */
export type FishLook = {
  body: string;
  belly: string;
  stripes?: string;
  spikes?: boolean;
  spines?: boolean;
  round?: boolean;
  tall?: boolean;
  long?: boolean;
  bill?: boolean;
  hammer?: boolean;
  patch?: boolean;
  shape?: 'turtle' | 'octopus' | 'manta' | 'dragon';
};

const LOOKS: Record<string, FishLook> = {
  clownfish: { body: '#ff7a1a', belly: '#ffb066', stripes: '#fff' },
  pufferfish: { body: '#f4d03f', belly: '#fff3b0', spikes: true, round: true },
  angelfish: { body: '#4fc3f7', belly: '#fff176', stripes: '#1a237e', tall: true },
  lionfish: { body: '#e53935', belly: '#ffcdd2', stripes: '#fff', spines: true },
  'sea-turtle': { body: '#43a047', belly: '#a5d6a7', shape: 'turtle' },
  octopus: { body: '#ab47bc', belly: '#e1bee7', shape: 'octopus' },
  swordfish: { body: '#1e88e5', belly: '#bbdefb', bill: true, long: true },
  'manta-ray': { body: '#37474f', belly: '#cfd8dc', shape: 'manta' },
  'hammerhead-shark': { body: '#78909c', belly: '#eceff1', hammer: true, long: true },
  'killer-whale': { body: '#111', belly: '#fff', long: true, patch: true },
  'golden-dragon-king': { body: '#f5c542', belly: '#fff3b0', shape: 'dragon' },
  // The specials (engine v2): a dark spiked bomb, a striped electric eel, a crimson kraken (its marks: special-paint).
  'bomb-crab': { body: '#263238', belly: '#607d8b', round: true, spikes: true },
  'lightning-eel': { body: '#00acc1', belly: '#e0f7fa', stripes: '#ffeb3b', long: true },
  'kraken-king': { body: '#c62828', belly: '#ffab91', shape: 'octopus' },
};

export function drawFishBody(g: CanvasRenderingContext2D, look: FishLook, r: number, t: number): void {
  const len = look.long ? 1.9 : look.round ? 1.05 : 1.4;
  const tall = look.tall ? 1.15 : look.round ? 1 : 0.62;
  const wag = Math.sin(t * 8) * r * 0.18;
  g.fillStyle = look.body;
  g.beginPath();
  g.moveTo(-r * len * 0.9, 0);
  g.lineTo(-r * len * 1.45, -r * 0.6 + wag);
  g.lineTo(-r * len * 1.45, r * 0.6 + wag);
  g.closePath();
  g.fill();
  const grad = g.createLinearGradient(0, -r * tall, 0, r * tall);
  grad.addColorStop(0, look.body);
  grad.addColorStop(1, look.belly);
  g.fillStyle = grad;
  g.beginPath();
  g.ellipse(0, 0, r * len, r * tall, 0, 0, Math.PI * 2);
  g.fill();
  if (look.stripes) {
    g.strokeStyle = look.stripes;
    g.lineWidth = r * 0.18;
    [-0.4, 0.15, 0.6].forEach((f) => {
      g.beginPath();
      g.ellipse(r * len * f, 0, r * 0.12, r * tall * 0.92, 0, 0, Math.PI * 2);
      g.stroke();
    });
  }
  if (look.patch) {
    g.fillStyle = '#fff';
    g.beginPath();
    g.ellipse(r * len * 0.45, -r * 0.2, r * 0.3, r * 0.14, 0, 0, Math.PI * 2);
    g.fill();
  }
  if (look.spikes || look.spines) {
    g.strokeStyle = look.spines ? '#fff' : '#c49000';
    g.lineWidth = 2;
    for (let a = 0; a < Math.PI * 2; a += Math.PI / 9) {
      if (look.spines && Math.sin(a) > -0.3) continue;
      g.beginPath();
      g.moveTo(Math.cos(a) * r * len, Math.sin(a) * r * tall);
      g.lineTo(Math.cos(a) * r * len * 1.35, Math.sin(a) * r * tall * 1.5);
      g.stroke();
    }
  }
  if (look.bill) {
    g.strokeStyle = '#0d47a1';
    g.lineWidth = r * 0.12;
    g.beginPath();
    g.moveTo(r * len, -r * 0.05);
    g.lineTo(r * len * 1.8, -r * 0.1);
    g.stroke();
  }
  if (look.hammer) {
    g.fillStyle = look.body;
    g.fillRect(r * len * 0.75, -r * 0.6, r * 0.3, r * 1.2);
  }
  // Dorsal fin, eye.
  g.fillStyle = look.body;
  g.beginPath();
  g.moveTo(-r * 0.2, -r * tall * 0.9);
  g.lineTo(r * 0.2, -r * tall * 1.5);
  g.lineTo(r * 0.45, -r * tall * 0.85);
  g.fill();
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(r * len * 0.6, -r * 0.15, r * 0.16, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#000';
  g.beginPath();
  g.arc(r * len * 0.64, -r * 0.15, r * 0.08, 0, Math.PI * 2);
  g.fill();
}

export const lookOf = (speciesId: string): FishLook => LOOKS[speciesId] || LOOKS.clownfish;
