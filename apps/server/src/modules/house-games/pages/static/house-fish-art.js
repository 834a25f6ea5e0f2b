/* global window */
// The fish of the shooter, drawn on a canvas context facing right around (0, 0): a generic fish body with
// per-species colours and features, and special shapes for the turtle, octopus, manta ray and dragon king.
(function fishArt() {
  const H = window.House;
  const LOOKS = {
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
  };

  function drawFishBody(g, look, r, t) {
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

  function drawSpecial(g, look, r, t) {
    if (look.shape === 'turtle') {
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
      return true;
    }
    if (look.shape === 'octopus') {
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
      return true;
    }
    if (look.shape === 'manta') {
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
      return true;
    }
    if (look.shape === 'dragon') {
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
      return true;
    }
    return false;
  }

  /** Draws one fish of radius r; t (seconds) animates tails, tentacles and wings. */
  function draw(g, look, r, t) {
    if (!drawSpecial(g, look, r, t)) drawFishBody(g, look, r, t);
  }

  H.fishArt = { draw, lookOf: (speciesId) => LOOKS[speciesId] || LOOKS.clownfish };
})();
