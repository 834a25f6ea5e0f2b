/* global window */
// Video slot: a 5×3 reel window drawn in SVG from the title's strips, reels that scroll and stop left to right,
// winning lines drawn after the stop, free spins played out as a sequence, and a paytable from the definition.
(function slot() {
  const H = window.House;
  const CELL = 100;
  const LINE_COLOURS = ['#ffeb3b', '#00e5ff', '#ff4081', '#76ff03', '#ff9100', '#e040fb', '#18ffff', '#ff1744'];
  const FRAMES = {
    'house-lucky-dragon': ['#7a0f0f', '#2b0404', '#f5c542'],
    'house-gold-rush-777': ['#4a3218', '#1e1208', '#ffb92e'],
    'house-fruit-fiesta': ['#1e88e5', '#0b3c66', '#ffdd33'],
  };

  /** The reel window: one clipped group per reel, whose inner strip is moved to spin. */
  function createBoard(paytable) {
    const [light, dark, rim] = FRAMES[paytable.titleId] || ['#3b2a55', '#1d0f30', '#f5c542'];
    const defs = H.svg('defs', {}, [
      H.svg('linearGradient', { id: 'reel-bg', x1: 0, y1: 0, x2: 0, y2: 1 }, [
        H.svg('stop', { offset: 0, 'stop-color': dark }),
        H.svg('stop', { offset: 0.5, 'stop-color': light }),
        H.svg('stop', { offset: 1, 'stop-color': dark }),
      ]),
      ...[0, 1, 2, 3, 4].map((reel) =>
        H.svg('clipPath', { id: `reel-clip-${reel}` }, [
          H.svg('rect', { x: 10 + reel * CELL, y: 10, width: CELL, height: CELL * 3 }),
        ]),
      ),
    ]);
    const reels = [0, 1, 2, 3, 4].map((reel) => H.svg('g', { transform: `translate(${10 + reel * CELL} 10)` }));
    const root = H.svg('svg', { viewBox: '0 0 520 320', role: 'img', 'aria-label': `${paytable.title} reels` }, [
      defs,
      H.svg('rect', { x: 2, y: 2, width: 516, height: 316, rx: 18, fill: dark, stroke: rim, 'stroke-width': 4 }),
      ...[0, 1, 2, 3, 4].map((reel) =>
        H.svg('rect', { x: 12 + reel * CELL, y: 10, width: CELL - 4, height: CELL * 3, rx: 8, fill: 'url(#reel-bg)' }),
      ),
      ...reels.map((group, reel) => H.svg('g', { 'clip-path': `url(#reel-clip-${reel})` }, [group])),
    ]);
    const overlay = H.svg('g', { 'pointer-events': 'none' });
    root.append(overlay);
    return { root, reels, overlay, paytable };
  }

  /** Reel `reel` showing symbols k = 0.. of its strip from `stop` (k < 3 are the visible rows once stopped). */
  function fillReel(board, reel, stop, count) {
    const strip = board.paytable.reels[reel];
    board.reels[reel].replaceChildren(
      ...Array.from({ length: count }, (_, k) =>
        H.art.useSymbol(strip[(stop + k) % strip.length], 4, k * CELL + 4, CELL - 8),
      ),
    );
  }

  function showStill(board, stops) {
    board.overlay.replaceChildren();
    stops.forEach((stop, reel) => {
      fillReel(board, reel, stop, 3);
      board.reels[reel].setAttribute('transform', `translate(${10 + reel * CELL} 10)`);
    });
  }

  /** Scrolls every reel down onto its stop; reel r stops at about baseMs + r × stepMs (left to right). */
  function spinTo(board, stops, baseMs, stepMs) {
    board.overlay.replaceChildren();
    return Promise.all(
      stops.map((stop, reel) => {
        const extra = 9 + reel * 3;
        fillReel(board, reel, stop, extra + 3);
        const group = board.reels[reel];
        const x = 10 + reel * CELL;
        return H.animate(baseMs + reel * stepMs, (t) => {
          // Ease out with a small settle at the end, so a reel visibly lands.
          const eased = 1 - (1 - t) ** 3;
          group.setAttribute('transform', `translate(${x} ${10 - extra * CELL * (1 - eased)})`);
        }).then(() => fillReel(board, reel, stop, 3));
      }),
    );
  }

  /**
   * Keeps the reels turning while the server decides the round, so a click answers at once; returns the stop
   * function. Only a picture: the symbols shown here are not the outcome.
   */
  function spinWhileWaiting(board) {
    if (H.reducedMotion()) return () => {};
    board.overlay.replaceChildren();
    let running = true;
    const start = window.performance.now();
    board.reels.forEach((_, reel) =>
      fillReel(board, reel, Math.floor(Math.random() * board.paytable.reels[reel].length), 12),
    );
    const frame = (now) => {
      if (!running) return;
      const offset = ((now - start) * 2.4) % (9 * CELL);
      board.reels.forEach((group, reel) =>
        group.setAttribute('transform', `translate(${10 + reel * CELL} ${10 - 9 * CELL + offset})`),
      );
      window.requestAnimationFrame(frame);
    };
    window.requestAnimationFrame(frame);
    return () => {
      running = false;
    };
  }

  /** Draws the winning lines and the scatters of a stopped spin. */
  function highlight(board, spin) {
    const { paylines, scatter } = board.paytable;
    const marks = [];
    spin.lineWins.forEach((win, index) => {
      const colour = LINE_COLOURS[index % LINE_COLOURS.length];
      const rows = paylines[win.line];
      const points = rows.map((row, reel) => `${10 + reel * CELL + CELL / 2},${10 + row * CELL + CELL / 2}`).join(' ');
      for (let reel = 0; reel < win.count; reel += 1) {
        marks.push(
          H.svg('rect', {
            x: 14 + reel * CELL,
            y: 14 + rows[reel] * CELL,
            width: CELL - 8,
            height: CELL - 8,
            rx: 10,
            fill: 'none',
            stroke: colour,
            'stroke-width': 4,
            class: 'win-cell',
          }),
        );
      }
      marks.push(
        H.svg('polyline', {
          points,
          fill: 'none',
          stroke: colour,
          'stroke-width': 4,
          'stroke-linejoin': 'round',
          opacity: 0.85,
        }),
      );
    });
    if (spin.scatterCount >= 3) {
      spin.grid.forEach((column, reel) =>
        column.forEach((symbol, row) => {
          if (symbol === scatter)
            marks.push(
              H.svg('circle', {
                cx: 10 + reel * CELL + CELL / 2,
                cy: 10 + row * CELL + CELL / 2,
                r: 46,
                fill: 'none',
                stroke: '#fff',
                'stroke-width': 4,
                'stroke-dasharray': '8 5',
              }),
            );
        }),
      );
    }
    board.overlay.replaceChildren(...marks);
  }

  function banner(board, text) {
    board.overlay.append(
      H.svg('rect', {
        x: 60,
        y: 120,
        width: 400,
        height: 80,
        rx: 16,
        fill: '#000c',
        stroke: '#f5c542',
        'stroke-width': 3,
      }),
      H.svg('text', {
        x: 260,
        y: 172,
        'font-size': 34,
        'font-weight': 900,
        'text-anchor': 'middle',
        fill: '#f5c542',
        'font-family': 'Arial Black,Arial,sans-serif',
        text,
      }),
    );
  }

  const nameOf = (paytable, id) => (paytable.symbols.find((symbol) => symbol.id === id) || { name: id }).name;
  function winLines(paytable, spin, scale) {
    const items = spin.lineWins.map(
      (win) =>
        `Line ${win.line + 1}: ${win.count}× ${nameOf(paytable, win.symbol)} → ${H.fromMinor(Number(win.win), scale)}`,
    );
    if (Number(spin.scatterWin) > 0)
      items.push(
        `${spin.scatterCount}× ${nameOf(paytable, paytable.scatter)} (scatter) → ${H.fromMinor(Number(spin.scatterWin), scale)}`,
      );
    if (spin.freeSpinsAwarded > 0) items.push(`+${spin.freeSpinsAwarded} free spins`);
    return items;
  }

  function paytablePanel(paytable) {
    const rows = paytable.symbols.map((symbol) => {
      const pays = symbol.id === paytable.scatter ? paytable.scatterPays : paytable.linePays[symbol.id] || {};
      const text = Object.entries(pays)
        .sort((a, b) => Number(b[0]) - Number(a[0]))
        .map(([count, pay]) => `${count}× ${pay}`)
        .join(' · ');
      const note =
        symbol.id === paytable.wild
          ? 'Wild: substitutes for all but scatter'
          : symbol.id === paytable.scatter
            ? 'Scatter, pays anywhere × total bet'
            : 'Pays × line bet';
      return H.el('div', { class: 'pay' }, [
        H.art.icon(symbol.id),
        H.el('div', {}, [
          H.el('strong', { text: symbol.name }),
          H.el('div', { text }),
          H.el('div', { class: 'rules', text: note }),
        ]),
      ]);
    });
    const awards = Object.entries(paytable.freeSpins.awards)
      .map(([count, spins]) => `${count} scatters → ${spins}`)
      .join(', ');
    const rules =
      `${paytable.paylines.length} fixed lines, paid left to right from reel 1; bet is split evenly over the lines. Free spins: ${awards}` +
      `${paytable.freeSpins.winMultiplier > 1 ? `, all wins ×${paytable.freeSpins.winMultiplier}` : ''}; at most ${paytable.freeSpins.maxPerRound} per round. Volatility ${paytable.volatility}, RTP ${paytable.declaredRtp}%. Theme: ${paytable.theme}.`;
    return [H.el('p', { class: 'rules', text: rules }), H.el('div', { class: 'paytable' }, rows)];
  }

  function mount(game) {
    const { paytable, scale } = game;
    window.document.body.classList.add(`theme-${paytable.titleId}`);
    H.art.installSymbols(
      paytable.titleId,
      paytable.symbols.map((symbol) => symbol.id),
    );
    const board = createBoard(paytable);
    const counter = H.el('div', { class: 'counter', 'aria-live': 'polite', text: 'Good luck!' });
    const freeInfo = H.el('div', { class: 'freespins' });
    const wins = H.el('ul', { class: 'wins' });
    // The free spins of a round, one chip each, filled in as they play.
    const sequence = H.el('ol', { class: 'sequence', 'aria-label': 'Free spins of this round' });
    H.$('stage').replaceChildren(board.root, counter, freeInfo, sequence, wins);
    H.$('paytable').replaceChildren(...paytablePanel(paytable));
    const last = game.lastRound && game.lastRound.outcome;
    showStill(board, last ? last.baseSpin.stops : [0, 0, 0, 0, 0]);
    if (last) highlight(board, last.baseSpin);

    let betMinor = 0;
    let skip = false;
    const lines = paytable.paylines.length;
    const stepper = H.stepper('BET', H.betLevels(game.minBet, lines), game.minBet, scale, (value) => {
      betMinor = value;
    });
    const spinButton = H.el('button', { class: 'big', type: 'button', text: 'SPIN' });
    const skipButton = H.el('button', {
      class: 'ghost',
      type: 'button',
      text: 'Skip free spins',
      hidden: true,
      onclick: () => {
        skip = true;
      },
    });
    H.$('controls').replaceChildren(
      stepper.node,
      spinButton,
      skipButton,
      H.el('span', { class: 'rules', text: `${lines} lines · min bet ${H.fromMinor(game.minBet, scale)}` }),
    );

    /** Animates a whole round: the paid spin, then each free spin, with a running win total. */
    let lastShown = null;
    async function show(outcome, round) {
      lastShown = outcome;
      skip = false;
      let total = 0;
      counter.classList.remove('big-win');
      counter.textContent = '…';
      wins.replaceChildren();
      sequence.replaceChildren();
      freeInfo.textContent = '';
      await spinTo(board, outcome.baseSpin.stops, 450, 130);
      highlight(board, outcome.baseSpin);
      wins.replaceChildren(...winLines(paytable, outcome.baseSpin, scale).map((text) => H.el('li', { text })));
      total += Number(outcome.baseSpin.totalWin);
      await H.countUp(counter, total, scale, total ? 500 : 0);
      if (outcome.freeSpins.length) {
        skipButton.hidden = false;
        banner(board, `${outcome.freeSpins.length} FREE SPINS!`);
        await H.sleep(skip ? 0 : 1200);
        const chips = outcome.freeSpins.map((_, index) => H.el('li', { text: `${index + 1}` }));
        sequence.replaceChildren(...chips);
        for (const [index, spin] of outcome.freeSpins.entries()) {
          chips.forEach((chip, at) => chip.classList.toggle('current', at === index));
          freeInfo.textContent = `Free spin ${index + 1} / ${outcome.freeSpins.length}${spin.winMultiplier > 1 ? ` · wins ×${spin.winMultiplier}` : ''}`;
          if (skip) showStill(board, spin.stops);
          else await spinTo(board, spin.stops, 350, 80);
          highlight(board, spin);
          wins.replaceChildren(...winLines(paytable, spin, scale).map((text) => H.el('li', { text })));
          chips[index].textContent = `${index + 1}: ${H.fromMinor(Number(spin.totalWin), scale)}`;
          chips[index].classList.toggle('hit', Number(spin.totalWin) > 0);
          total += Number(spin.totalWin);
          counter.textContent = H.fromMinor(total, scale);
          if (!skip) await H.sleep(Number(spin.totalWin) > 0 ? 700 : 250);
        }
        skipButton.hidden = true;
        chips.forEach((chip) => chip.classList.remove('current'));
        freeInfo.textContent = `${outcome.freeSpins.length} free spins won ${H.fromMinor(total - Number(outcome.baseSpin.totalWin), scale)}`;
      }
      const won = Number(round ? H.toMinor(round.win, scale) : outcome.totalWin);
      counter.textContent = won > 0 ? `WIN ${H.fromMinor(won, scale)}` : 'No win';
      counter.classList.toggle('big-win', won >= 10 * Number(outcome.bet));
    }

    async function spin() {
      spinButton.disabled = true;
      stepper.setDisabled(true);
      counter.classList.remove('big-win');
      counter.textContent = '…';
      const stopWaiting = spinWhileWaiting(board);
      try {
        const played = await game.play({ bet: H.fromMinor(betMinor, scale) });
        stopWaiting();
        if (played) await show(played.round.outcome, played.round);
        else {
          // Refused (funds, session, maintenance): put the reels back where they were.
          const before = lastShown || (game.lastRound && game.lastRound.outcome);
          showStill(board, before ? before.baseSpin.stops : [0, 0, 0, 0, 0]);
          counter.textContent = '';
        }
      } finally {
        stopWaiting();
        spinButton.disabled = false;
        stepper.setDisabled(false);
      }
    }
    spinButton.addEventListener('click', spin);
    return {
      replay: async (round) => {
        spinButton.disabled = true;
        try {
          await show(round.outcome, round);
        } finally {
          spinButton.disabled = false;
        }
      },
    };
  }

  /** Verify page: the recomputed base spin on a still board, the free spins as a list. */
  function drawStatic(container, paytable, outcome, scale) {
    H.art.installSymbols(
      paytable.titleId,
      paytable.symbols.map((symbol) => symbol.id),
    );
    const board = createBoard(paytable);
    showStill(board, outcome.baseSpin.stops);
    highlight(board, outcome.baseSpin);
    const list = H.el(
      'ul',
      { class: 'wins' },
      winLines(paytable, outcome.baseSpin, scale).map((text) => H.el('li', { text })),
    );
    const free = outcome.freeSpins.map((spin, index) =>
      H.el('li', {
        text: `Free spin ${index + 1}: stops ${spin.stops.join(', ')} → ${H.fromMinor(Number(spin.totalWin), scale)}`,
      }),
    );
    container.replaceChildren(board.root, list, H.el('ul', { class: 'wins' }, free));
  }

  H.games.SLOT = { mount, drawStatic };
})();
