/* global window, URLSearchParams */
// The public verify page: recomputes a round from its seeds with POST /house/api/verify and draws the result.
// Fields may come prefilled from the game's fairness panel (query string); with a server seed it runs at once.
(function verify() {
  const H = window.House;
  const form = H.$('verify-form');
  const titleSelect = H.$('v-title');
  const sideInputs = [...form.querySelectorAll('[data-side]')];
  const kindOf = () => titleSelect.selectedOptions[0].dataset.kind;

  function showFields() {
    const kind = kindOf();
    form.querySelectorAll('[data-kinds]').forEach((node) => {
      node.hidden = !node.dataset.kinds.split(' ').includes(kind);
    });
  }

  function prefill() {
    const query = new URLSearchParams(window.location.search);
    if (query.get('titleId')) titleSelect.value = query.get('titleId');
    const fields = {
      serverSeed: 'v-server-seed',
      hash: 'v-hash',
      clientSeed: 'v-client-seed',
      nonce: 'v-nonce',
      bet: 'v-bet',
      fishId: 'v-fish',
    };
    Object.entries(fields).forEach(([name, id]) => {
      if (query.get(name) !== null) H.$(id).value = query.get(name);
    });
    sideInputs.forEach((input) => {
      input.value = query.get(`bet_${input.dataset.side}`) || '';
    });
    return Boolean(query.get('serverSeed'));
  }

  function body() {
    const kind = kindOf();
    const request = {
      titleId: titleSelect.value,
      serverSeed: H.$('v-server-seed').value.trim(),
      clientSeed: H.$('v-client-seed').value.trim(),
      nonce: H.$('v-nonce').value.trim(),
    };
    if (kind === 'BACCARAT')
      request.bets = Object.fromEntries(
        sideInputs.filter((input) => input.value.trim()).map((input) => [input.dataset.side, input.value.trim()]),
      );
    else request.bet = H.$('v-bet').value.trim();
    if (kind === 'FISH') request.fishId = H.$('v-fish').value;
    return request;
  }

  /** Checks the form before asking the server, so mistakes get a plain explanation. */
  function problem(request) {
    if (!/^[0-9a-fA-F]{64}$/.test(request.serverSeed))
      return 'The server seed is the 64-character hex text revealed when you rotate the seed.';
    if (!/^[\w-]{1,64}$/.test(request.clientSeed)) return 'The client seed is 1–64 letters, digits, "_" or "-".';
    if (!/^\d{1,10}$/.test(request.nonce))
      return "The nonce is a whole number (the round's position in the seed pair, from 0).";
    if (request.bets && !Object.keys(request.bets).length)
      return 'Enter the amount of at least one baccarat bet of the round.';
    if (request.bet !== undefined && !/^\d+(\.\d+)?$/.test(request.bet)) return "Enter the round's bet, e.g. 2.00.";
    return null;
  }

  async function run() {
    const request = body();
    const invalid = problem(request);
    if (invalid) {
      H.message(invalid, 'error');
      return;
    }
    H.message('Recomputing…');
    try {
      const result = await H.call('POST', 'verify', { ...request, nonce: Number(request.nonce) });
      const scale = H.scaleOf(result.bet);
      const expectedHash = H.$('v-hash').value.trim().toLowerCase();
      const hashLine = expectedHash
        ? H.el('div', {
            class: expectedHash === result.serverSeedHash ? 'ok' : 'bad',
            text:
              expectedHash === result.serverSeedHash
                ? '✔ SHA-256 of the server seed matches the hash shown before play'
                : '✘ SHA-256 of the server seed does NOT match the hash you entered',
          })
        : H.el('div', { text: 'Compare this hash with the one shown before you played:' });
      const picture = H.el('div', { class: 'stage' });
      const section = H.$('v-result');
      section.replaceChildren(
        H.el('h2', { text: `${result.paytable.title} · engine v${result.gameVersion} · nonce ${result.nonce}` }),
        hashLine,
        H.el('code', { text: `SHA-256(server seed) = ${result.serverSeedHash}` }),
        H.el('div', { class: 'counter', text: `Bet ${result.bet} → win ${result.win}` }),
        picture,
        H.el('details', {}, [
          H.el('summary', { text: 'Recomputed outcome (JSON)' }),
          H.el('pre', { text: JSON.stringify(result.outcome, null, 2) }),
        ]),
      );
      section.hidden = false;
      H.games[result.kind].drawStatic(picture, result.paytable, result.outcome, scale);
      H.message(
        'Recomputed from the seeds you entered. If this matches the round in your history, the round was fair.',
        'win',
      );
    } catch (error) {
      H.fail(error);
    }
  }

  titleSelect.addEventListener('change', showFields);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  const ready = prefill();
  showFields();
  if (ready) void run();
})();
