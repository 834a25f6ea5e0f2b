/* global window, requestAnimationFrame */
// Fish shooter: a canvas sea with the species of the engine swimming across, a cannon that turns to the clicked
// fish, one play call per shot. Catch or miss comes from the server; the sea is only the picture.
(function fish() {
  const H = window.House;
  const W = 800;
  const HGT = 450;
  const SIZES = { small: 20, medium: 32, large: 46, boss: 64 };
  function createSea(canvas, species) {
    const g = canvas.getContext('2d');
    const ratio = window.devicePixelRatio || 1;
    canvas.width = W * ratio;
    canvas.height = HGT * ratio;
    const sea = {
      fish: [],
      effects: [],
      bubbles: Array.from({ length: 24 }, () => ({
        x: Math.random() * W,
        y: Math.random() * HGT,
        r: 1 + Math.random() * 3,
      })),
      aim: -Math.PI / 2,
      bullet: null,
      nextId: 1,
    };
    const slow = () => (H.reducedMotion() ? 0.25 : 1);

    sea.spawn = (speciesEntry, at) => {
      const fromLeft = Math.random() < 0.5;
      const r = SIZES[speciesEntry.size];
      const entry = {
        id: sea.nextId++,
        species: speciesEntry,
        r,
        look: H.fishArt.lookOf(speciesEntry.id),
        x: at ? at.x : fromLeft ? -r * 3 : W + r * 3,
        y: at ? at.y : r + 30 + Math.random() * (HGT - 130 - 2 * r),
        vx: (fromLeft ? 1 : -1) * (70 - r * 0.6 + Math.random() * 30),
        phase: Math.random() * 6,
        state: 'swim',
        t: 0,
      };
      sea.fish.push(entry);
      return entry;
    };
    // Small fish are common on screen, bosses rare: the weights only change the picture, never the odds.
    const weights = { small: 6, medium: 3, large: 1.5, boss: 0.5 };
    const pick = () => {
      const pool = species.flatMap((entry) => Array(Math.round(weights[entry.size] * 2)).fill(entry));
      return pool[Math.floor(Math.random() * pool.length)];
    };
    sea.fill = () => {
      while (sea.fish.filter((entry) => entry.state === 'swim').length < 11) sea.spawn(pick());
    };
    sea.hit = (x, y) =>
      sea.fish
        .filter((entry) => entry.state === 'swim')
        .reverse()
        .find((entry) => ((x - entry.x) / (entry.r * 1.6)) ** 2 + ((y - entry.y) / (entry.r * 1.1)) ** 2 <= 1);

    function drawBackground(time) {
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

    function drawCannon() {
      g.save();
      g.translate(W / 2, HGT - 6);
      g.rotate(sea.aim + Math.PI / 2);
      g.fillStyle = '#b0bec5';
      g.fillRect(-9, -62, 18, 56);
      g.fillStyle = '#f5c542';
      g.fillRect(-12, -66, 24, 10);
      g.restore();
      g.fillStyle = '#455a64';
      g.beginPath();
      g.arc(W / 2, HGT, 34, Math.PI, 0);
      g.fill();
      g.strokeStyle = '#f5c542';
      g.lineWidth = 3;
      g.stroke();
    }

    function drawFish(entry, time) {
      g.save();
      g.translate(entry.x, entry.y + Math.sin(time * 2 + entry.phase) * 6);
      if (entry.state === 'caught') {
        g.globalAlpha = Math.max(0, 1 - entry.t);
        g.rotate(entry.t * 8);
      }
      if (entry.vx < 0 && entry.state !== 'caught') g.scale(-1, 1);
      H.fishArt.draw(g, entry.look, entry.r, time + entry.phase);
      g.restore();
      if (entry.state === 'swim') {
        g.font = `bold ${entry.r > 40 ? 16 : 13}px sans-serif`;
        g.textAlign = 'center';
        g.fillStyle = '#000a';
        g.fillText(`×${entry.species.multiplier}`, entry.x + 1, entry.y - entry.r - 7);
        g.fillStyle = entry.species.size === 'boss' ? '#ffd54f' : '#fff';
        g.fillText(`×${entry.species.multiplier}`, entry.x, entry.y - entry.r - 8);
      }
    }

    function drawEffects(dt) {
      sea.effects = sea.effects.filter((effect) => (effect.t += dt) < effect.life);
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
          g.strokeText(effect.text, effect.x, effect.y - k * 40);
          g.fillText(effect.text, effect.x, effect.y - k * 40);
        }
        g.globalAlpha = 1;
      });
    }

    let before = window.performance.now();
    function frame(now) {
      const dt = Math.min(0.05, (now - before) / 1000);
      before = now;
      const time = now / 1000;
      sea.fish.forEach((entry) => {
        if (entry.state === 'caught') entry.t += dt * 1.5;
        else entry.x += entry.vx * dt * slow();
      });
      sea.fish = sea.fish.filter((entry) => entry.t < 1 && entry.x > -entry.r * 4 && entry.x < W + entry.r * 4);
      sea.fill();
      sea.bubbles.forEach((bubble) => {
        bubble.y -= (20 + bubble.r * 10) * dt * slow();
        if (bubble.y < -5) {
          bubble.y = HGT;
          bubble.x = Math.random() * W;
        }
      });
      g.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawBackground(time);
      sea.fish.forEach((entry) => drawFish(entry, time));
      if (sea.bullet) {
        const b = sea.bullet;
        b.t = Math.min(1, b.t + dt / 0.25);
        const x = b.x0 + (b.target.x - b.x0) * b.t;
        const y = b.y0 + (b.target.y - b.y0) * b.t;
        g.fillStyle = '#ffeb3b';
        g.beginPath();
        g.arc(x, y, 6, 0, Math.PI * 2);
        g.fill();
        if (b.t >= 1) {
          sea.bullet = null;
          b.done();
        }
      }
      drawEffects(dt);
      drawCannon();
      requestAnimationFrame(frame);
    }
    sea.fill();
    // The first school is spread over the whole sea rather than queued at the edges.
    sea.fish.forEach((entry) => {
      entry.x = 40 + Math.random() * (W - 80);
    });
    requestAnimationFrame(frame);

    /** Turns the cannon and fires at the fish; resolves when the shot lands (at once with reduced motion). */
    sea.fire = (target) =>
      new Promise((resolve) => {
        sea.aim = Math.atan2(target.y - HGT, target.x - W / 2);
        const x0 = W / 2 + Math.cos(sea.aim) * 64;
        const y0 = HGT + Math.sin(sea.aim) * 64;
        if (H.reducedMotion()) {
          resolve();
          return;
        }
        sea.bullet = { x0, y0, target, t: 0, done: resolve };
      });
    /** Shows the server's verdict on the fish. */
    sea.result = (target, caught, winText) => {
      sea.effects.push({ kind: 'net', x: target.x, y: target.y, t: 0, life: 0.5 });
      if (caught) {
        target.state = 'caught';
        target.t = 0;
        if (!H.reducedMotion())
          for (let i = 0; i < 14; i += 1)
            sea.effects.push({
              kind: 'coin',
              x: target.x,
              y: target.y,
              vx: (Math.random() - 0.5) * 240,
              vy: -120 - Math.random() * 120,
              t: 0,
              life: 1,
            });
        sea.effects.push({
          kind: 'text',
          text: `+${winText}`,
          color: '#ffd54f',
          x: target.x,
          y: target.y - 10,
          t: 0,
          life: 1.4,
        });
      } else {
        target.vx *= 1.6;
        sea.effects.push({
          kind: 'text',
          text: 'MISS',
          color: '#cfd8dc',
          x: target.x,
          y: target.y - 10,
          t: 0,
          life: 0.9,
        });
      }
    };
    return sea;
  }

  function paytablePanel(paytable) {
    return [
      H.el('p', {
        class: 'rules',
        text: `Each click on a fish is one shot and one bet. A catch pays bet × the fish's multiplier; the catch chance is ${paytable.declaredRtp}% ÷ multiplier, so every fish returns ${paytable.declaredRtp}% on average.`,
      }),
      H.el(
        'div',
        { class: 'paytable' },
        paytable.species.map((entry) =>
          H.el('div', { class: 'pay' }, [
            H.el('strong', { text: `${entry.name} ×${entry.multiplier}` }),
            H.el('span', { text: `${entry.size} · catch ${(paytable.declaredRtp / entry.multiplier).toFixed(2)}%` }),
          ]),
        ),
      ),
    ];
  }

  function mount(game) {
    const { scale, paytable } = game;
    const canvas = H.el('canvas', { 'aria-label': 'Sea: click a fish to shoot at it', role: 'img' });
    const counter = H.el('div', { class: 'counter', text: 'Click a fish to shoot' });
    const stats = H.el('div', { class: 'rules' });
    H.$('stage').replaceChildren(canvas, counter, stats);
    H.$('paytable').replaceChildren(...paytablePanel(paytable));
    const sea = createSea(canvas, paytable.species);
    // Exposed for the browser tests, which need to click where a fish is.
    H.sea = {
      fish: () =>
        sea.fish
          .filter((entry) => entry.state === 'swim')
          .map((entry) => ({ id: entry.species.id, x: entry.x / W, y: entry.y / HGT })),
    };
    let bet = game.minBet;
    const stepper = H.stepper('BET / SHOT', H.betLevels(game.minBet, 1), game.minBet, scale, (value) => {
      bet = value;
    });
    H.$('controls').replaceChildren(
      stepper.node,
      H.el('span', { class: 'rules', text: `min bet ${H.fromMinor(game.minBet, scale)} · one click = one shot` }),
    );
    const totals = { shots: 0, staked: 0, won: 0 };
    let busy = false;

    canvas.addEventListener('click', async (event) => {
      const box = canvas.getBoundingClientRect();
      const x = ((event.clientX - box.left) / box.width) * W;
      const y = ((event.clientY - box.top) / box.height) * HGT;
      const target = sea.hit(x, y);
      if (!target) {
        counter.textContent = 'No fish there — click on a fish to shoot';
        return;
      }
      if (busy) return;
      busy = true;
      try {
        const [played] = await Promise.all([
          game.play({ bet: H.fromMinor(bet, scale), fishId: target.species.id }),
          sea.fire(target),
        ]);
        if (!played) return;
        const outcome = played.round.outcome;
        sea.result(target, outcome.caught, played.round.win);
        totals.shots += 1;
        totals.staked += H.toMinor(played.round.bet, scale);
        totals.won += H.toMinor(played.round.win, scale);
        counter.textContent = outcome.caught
          ? `Caught a ${target.species.name}! WIN ${played.round.win}`
          : `${target.species.name} escaped`;
        counter.classList.toggle('big-win', outcome.caught);
        stats.textContent = `This session: ${totals.shots} shots · staked ${H.fromMinor(totals.staked, scale)} · won ${H.fromMinor(totals.won, scale)}`;
      } finally {
        busy = false;
      }
    });

    return {
      replay: async (round) => {
        const species = paytable.species.find((entry) => entry.id === round.outcome.fishSpeciesId);
        if (!species) return;
        const target = sea.spawn(species, { x: W / 2, y: 150 });
        target.vx *= 0.2;
        await sea.fire(target);
        sea.result(target, round.outcome.caught, round.win);
        counter.textContent = `Replay: ${species.name} ${round.outcome.caught ? `caught, win ${round.win}` : 'escaped'}`;
      },
    };
  }

  /** Verify page: the shot's verdict in words (the sea is only decoration). */
  function drawStatic(container, paytable, outcome, scale) {
    const species = paytable.species.find((entry) => entry.id === outcome.fishSpeciesId);
    container.replaceChildren(
      H.el('div', {
        class: 'counter',
        text: `${species ? species.name : outcome.fishSpeciesId} ×${outcome.multiplier}: ${outcome.caught ? `CAUGHT — win ${H.fromMinor(Number(outcome.win), scale)}` : 'escaped — no win'}`,
      }),
    );
  }

  H.games.FISH = { mount, drawStatic };
})();
