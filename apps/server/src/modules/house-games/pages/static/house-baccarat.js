/* global window */
// Virtual baccarat: a green table in SVG, cards dealt from the shoe one by one, chips on several sides at once,
// and a bead road of this browser session's results. The cards come from the round's outcome; nothing is random here.
(function baccarat() {
  const H = window.House;
  const SIDES = [
    ['PLAYER', 'Player'],
    ['BANKER', 'Banker'],
    ['TIE', 'Tie'],
    ['PLAYER_PAIR', 'P Pair'],
    ['BANKER_PAIR', 'B Pair'],
  ];
  const SHOE = { x: 680, y: 22 };
  const value = (card) => (card.rank >= 10 ? 0 : card.rank);
  const total = (cards) => cards.reduce((sum, card) => sum + value(card), 0) % 10;

  function createTable() {
    const hands = { player: H.svg('g'), banker: H.svg('g') };
    const totals = {
      player: H.svg('text', {
        x: 190,
        y: 262,
        'font-size': 30,
        'font-weight': 900,
        'text-anchor': 'middle',
        fill: '#fff',
      }),
      banker: H.svg('text', {
        x: 570,
        y: 262,
        'font-size': 30,
        'font-weight': 900,
        'text-anchor': 'middle',
        fill: '#fff',
      }),
    };
    const result = H.svg('g');
    const flying = H.svg('g');
    const root = H.svg('svg', { viewBox: '0 0 760 340', role: 'img', 'aria-label': 'Baccarat table' }, [
      H.svg('defs', {}, [
        H.svg('radialGradient', { id: 'felt', cx: 0.5, cy: 0.3, r: 0.8 }, [
          H.svg('stop', { offset: 0, 'stop-color': '#1f8a4c' }),
          H.svg('stop', { offset: 1, 'stop-color': '#0a3d21' }),
        ]),
      ]),
      H.svg('rect', { width: 760, height: 340, rx: 24, fill: 'url(#felt)', stroke: '#6d4c1f', 'stroke-width': 10 }),
      H.svg('path', {
        d: 'M40 300 Q380 210 720 300',
        fill: 'none',
        stroke: '#e9c46a',
        'stroke-width': 2,
        opacity: 0.6,
      }),
      H.svg('text', {
        x: 380,
        y: 36,
        'font-size': 13,
        'text-anchor': 'middle',
        fill: '#e9c46a',
        'font-weight': 700,
        text: 'VIRTUAL BACCARAT · 8 DECKS · COMPUTER DEALT',
      }),
      H.svg('text', {
        x: 190,
        y: 76,
        'font-size': 22,
        'text-anchor': 'middle',
        fill: '#8ec5ff',
        'font-weight': 900,
        text: 'PLAYER',
      }),
      H.svg('text', {
        x: 570,
        y: 76,
        'font-size': 22,
        'text-anchor': 'middle',
        fill: '#ff9b9b',
        'font-weight': 900,
        text: 'BANKER',
      }),
      H.svg('circle', { cx: 190, cy: 252, r: 24, fill: '#0008', stroke: '#8ec5ff', 'stroke-width': 3 }),
      H.svg('circle', { cx: 570, cy: 252, r: 24, fill: '#0008', stroke: '#ff9b9b', 'stroke-width': 3 }),
      H.svg('rect', { x: SHOE.x - 6, y: SHOE.y - 6, width: 72, height: 96, rx: 8, fill: '#3e2723', stroke: '#e9c46a' }),
      H.art.card(null, SHOE.x, SHOE.y, true),
      hands.player,
      hands.banker,
      totals.player,
      totals.banker,
      flying,
      result,
    ]);
    return { root, hands, totals, result, flying };
  }

  /** Where the n-th card of a hand lies; a third card is turned sideways as at a real table. */
  const slotOf = (hand, index) => ({ x: (hand === 'player' ? 110 : 490) + index * 66, y: 110 });

  async function dealCard(table, hand, index, card, fast) {
    const to = slotOf(hand, index);
    const moving = H.art.card(null, SHOE.x, SHOE.y, true);
    table.flying.replaceChildren(moving);
    await H.animate(fast ? 0 : 320, (t) => {
      const e = 1 - (1 - t) ** 2;
      moving.setAttribute('transform', `translate(${SHOE.x + (to.x - SHOE.x) * e} ${SHOE.y + (to.y - SHOE.y) * e})`);
    });
    table.flying.replaceChildren();
    const face = H.art.card(card, to.x, to.y, false);
    if (index === 2) face.setAttribute('transform', `translate(${to.x + 8} ${to.y + 70}) rotate(-90)`);
    table.hands[hand].append(face);
  }

  /** Deals a coup card by card in table order: P, B, P, B, then the third cards. */
  async function deal(table, coup, fast) {
    table.hands.player.replaceChildren();
    table.hands.banker.replaceChildren();
    table.result.replaceChildren();
    table.totals.player.textContent = '';
    table.totals.banker.textContent = '';
    const order = [
      ['player', 0],
      ['banker', 0],
      ['player', 1],
      ['banker', 1],
    ];
    if (coup.playerCards[2]) order.push(['player', 2]);
    if (coup.bankerCards[2]) order.push(['banker', 2]);
    for (const [hand, index] of order) {
      const cards = hand === 'player' ? coup.playerCards : coup.bankerCards;
      await dealCard(table, hand, index, cards[index], fast);
      table.totals[hand].textContent = String(total(cards.slice(0, index + 1)));
      table.totals[hand].setAttribute('y', '262');
      if (!fast) await H.sleep(120);
    }
    const colour = { PLAYER: '#4f9dff', BANKER: '#ff5a5a', TIE: '#4cd97b' }[coup.outcome];
    const text =
      coup.outcome === 'TIE'
        ? `TIE ${coup.playerTotal} : ${coup.bankerTotal}`
        : `${coup.outcome} WINS ${Math.max(coup.playerTotal, coup.bankerTotal)} : ${Math.min(coup.playerTotal, coup.bankerTotal)}`;
    const extras = [
      coup.isNatural ? 'NATURAL' : '',
      coup.isPlayerPair ? 'PLAYER PAIR' : '',
      coup.isBankerPair ? 'BANKER PAIR' : '',
    ]
      .filter(Boolean)
      .join(' · ');
    table.result.replaceChildren(
      H.svg('rect', {
        x: 230,
        y: 284,
        width: 300,
        height: 44,
        rx: 12,
        fill: '#000b',
        stroke: colour,
        'stroke-width': 3,
      }),
      H.svg('text', {
        x: 380,
        y: 306,
        'font-size': 20,
        'font-weight': 900,
        'text-anchor': 'middle',
        fill: colour,
        text,
      }),
      H.svg('text', { x: 380, y: 322, 'font-size': 11, 'text-anchor': 'middle', fill: '#fff', text: extras }),
    );
  }

  function beadRoad(node, results) {
    node.replaceChildren(
      ...results.map((code) =>
        H.el('span', { class: code, title: { P: 'Player', B: 'Banker', T: 'Tie' }[code], text: code }),
      ),
    );
    node.scrollLeft = node.scrollWidth;
  }

  function paytablePanel(paytable) {
    return [
      H.el('p', {
        class: 'rules',
        text: `Virtual baccarat, ${paytable.decks} decks shuffled fresh for every round from the fair stream; punto banco drawing rules. Banker wins pay 0.95:1 (5% commission); Player and Banker bets push on a tie.`,
      }),
      H.el(
        'div',
        { class: 'paytable' },
        paytable.sides.map((side) =>
          H.el('div', { class: 'pay' }, [
            H.el('strong', { text: side.id.replace('_', ' ') }),
            H.el('span', { text: `pays ${side.pays} · RTP ${paytable.declaredRtp[side.id]}%` }),
          ]),
        ),
      ),
    ];
  }

  function mount(game) {
    const { scale } = game;
    const table = createTable();
    const roadKey = `house-bead-${window.document.body.dataset.gameId}`;
    const road = JSON.parse(window.sessionStorage.getItem(roadKey) || '[]');
    const roadNode = H.el('div', { class: 'road', 'aria-label': 'Bead road of this session' });
    const stakes = {};
    const chipValues = [1, 5, 10, 50, 100].map((factor) => game.minBet * factor);
    let chip = chipValues[0];
    const spotNodes = {};
    const stakeNodes = {};
    const totalNode = H.el('strong', { text: H.fromMinor(0, scale) });
    const showStakes = () => {
      SIDES.forEach(([side]) => {
        stakeNodes[side].textContent = stakes[side] ? H.fromMinor(stakes[side], scale) : '';
      });
      totalNode.textContent = H.fromMinor(
        Object.values(stakes).reduce((sum, amount) => sum + amount, 0),
        scale,
      );
    };
    const spots = H.el(
      'div',
      { class: 'spots' },
      SIDES.map(([side, name]) => {
        stakeNodes[side] = H.el('span', { class: 'stake' });
        const pays = game.paytable.sides.find((entry) => entry.id === side).pays;
        spotNodes[side] = H.el(
          'button',
          {
            type: 'button',
            class: `spot ${side}`,
            'aria-label': `Bet on ${name}`,
            onclick: () => {
              stakes[side] = (stakes[side] || 0) + chip;
              showStakes();
            },
          },
          [H.el('span', { text: name }), H.el('small', { text: pays }), stakeNodes[side]],
        );
        return spotNodes[side];
      }),
    );
    const chips = H.el(
      'div',
      { class: 'chips', role: 'radiogroup', 'aria-label': 'Chip value' },
      chipValues.map((amount, index) =>
        H.el('button', {
          type: 'button',
          class: `chip c${index}${index === 0 ? ' selected' : ''}`,
          role: 'radio',
          'aria-checked': index === 0 ? 'true' : 'false',
          text: H.fromMinor(amount, scale),
          onclick: (event) => {
            chip = amount;
            chips.querySelectorAll('.chip').forEach((node) => {
              node.classList.toggle('selected', node === event.currentTarget);
              node.setAttribute('aria-checked', String(node === event.currentTarget));
            });
          },
        }),
      ),
    );
    const dealButton = H.el('button', { class: 'big', type: 'button', text: 'DEAL' });
    const clearButton = H.el('button', {
      class: 'ghost',
      type: 'button',
      text: 'Clear bets',
      onclick: () => {
        Object.keys(stakes).forEach((side) => delete stakes[side]);
        showStakes();
      },
    });
    H.$('stage').replaceChildren(
      H.el('div', { class: 'virtual', text: 'VIRTUAL — computer dealt, no live dealer' }),
      table.root,
      spots,
      H.el('div', { class: 'rules', text: 'Bead road — results of this session (P player, B banker, T tie)' }),
      roadNode,
    );
    H.$('controls').replaceChildren(
      chips,
      H.el('span', {}, [H.el('span', { class: 'rules', text: 'Total bet ' }), totalNode]),
      clearButton,
      dealButton,
    );
    H.$('paytable').replaceChildren(...paytablePanel(game.paytable));
    beadRoad(roadNode, road);
    showStakes();
    if (game.lastRound && game.lastRound.outcome) void deal(table, game.lastRound.outcome, true);

    const markWinners = (payouts) =>
      SIDES.forEach(([side]) => spotNodes[side].classList.toggle('won', Number((payouts || {})[side] || 0) > 0));

    dealButton.addEventListener('click', async () => {
      const bets = Object.fromEntries(
        Object.entries(stakes)
          .filter(([, amount]) => amount > 0)
          .map(([side, amount]) => [side, H.fromMinor(amount, scale)]),
      );
      if (!Object.keys(bets).length) {
        H.message('Place a chip on Player, Banker, Tie or a pair first.', 'error');
        return;
      }
      dealButton.disabled = true;
      markWinners({});
      try {
        const played = await game.play({ bets });
        if (!played) return;
        const coup = played.round.outcome;
        await deal(table, coup, false);
        markWinners(coup.payouts);
        road.push(coup.outcome[0]);
        window.sessionStorage.setItem(roadKey, JSON.stringify(road.slice(-120)));
        beadRoad(roadNode, road);
        const won = H.toMinor(played.round.win, scale);
        H.message(
          won > 0
            ? `Paid ${played.round.win} ${game.currency} on a bet of ${played.round.bet}`
            : `No win this round (bet ${played.round.bet})`,
          won > 0 ? 'win' : '',
        );
      } finally {
        dealButton.disabled = false;
      }
    });
    return {
      replay: async (round) => {
        dealButton.disabled = true;
        try {
          await deal(table, round.outcome, false);
          markWinners(round.outcome.payouts);
        } finally {
          dealButton.disabled = false;
        }
      },
    };
  }

  /** Verify page: the recomputed coup laid out on the table at once. */
  function drawStatic(container, _paytable, outcome, scale) {
    const table = createTable();
    container.replaceChildren(
      table.root,
      H.el(
        'ul',
        { class: 'wins' },
        Object.entries(outcome.payouts).map(([side, amount]) =>
          H.el('li', { text: `${side}: pays ${H.fromMinor(Number(amount), scale)}` }),
        ),
      ),
    );
    void deal(table, outcome, true);
  }

  H.games.BACCARAT = { mount, drawStatic };
})();
