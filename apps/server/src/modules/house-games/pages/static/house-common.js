/* global window, document, requestAnimationFrame */
// Shared helpers of the in-house game pages: API calls, DOM/SVG building, money text, messages. Loaded first;
// everything lives on window.House because the pages load plain scripts (no bundler, no modules).
(function common() {
  const H = (window.House = window.House || { games: {} });
  const SVG_NS = 'http://www.w3.org/2000/svg';
  H.session = { token: null };

  H.$ = (id) => document.getElementById(id);

  function build(node, attrs, children) {
    Object.entries(attrs || {}).forEach(([key, value]) => {
      if (value === undefined || value === null || value === false) return;
      if (key === 'text') node.textContent = String(value);
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, String(value));
    });
    (children || []).forEach((child) => child !== null && child !== undefined && node.append(child));
    return node;
  }
  /** <tag attrs>children</tag>; attrs `text` sets the text and `onclick` etc. add listeners. */
  H.el = (tag, attrs, children) => build(document.createElement(tag), attrs, children);
  H.svg = (tag, attrs, children) => build(document.createElementNS(SVG_NS, tag), attrs, children);

  H.reducedMotion = () => window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  H.sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, H.reducedMotion() ? 0 : ms));
  /** Runs step(t) with t from 0 to 1 over ms milliseconds; instantly when the player prefers reduced motion. */
  H.animate = (ms, step) =>
    new Promise((resolve) => {
      if (H.reducedMotion() || ms <= 0) {
        step(1);
        resolve();
        return;
      }
      const start = window.performance.now();
      const frame = (now) => {
        const t = Math.min(1, (now - start) / ms);
        step(t);
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });

  // Money travels as decimal text; the page computes in integer minor units (numbers are exact far beyond any bet).
  H.scaleOf = (text) => (String(text).split('.')[1] || '').length;
  H.toMinor = (text, scale) => {
    const match = /^(\d+)(?:\.(\d+))?$/.exec(String(text).trim());
    if (!match || (match[2] || '').length > scale) return NaN;
    return Number(match[1]) * 10 ** scale + Number((match[2] || '').padEnd(scale, '0') || 0);
  };
  H.fromMinor = (minor, scale) => {
    const text = String(Math.abs(Math.round(minor))).padStart(scale + 1, '0');
    return `${minor < 0 ? '-' : ''}${scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text}`;
  };

  const ERROR_TEXT = {
    'balance.insufficient': 'Insufficient funds — lower the bet or top up your wallet.',
    'game.session.invalid': 'Your game session has expired — please open the game again from the site.',
    'game.launch.invalid': 'This game link has expired — please open the game again from the site.',
    'system.maintenance': 'The site is under maintenance — please try again later.',
    'game.maintenance': 'This game is under maintenance — please try another game.',
    'fairness.seed.active': "That round's server seed is still in use — reveal & rotate the seed first.",
    'rate.limited': 'Too many requests — please wait a moment.',
  };
  H.errorText = (error) => ERROR_TEXT[error.code] || error.message || 'Something went wrong, please try again.';

  H.message = (text, kind) => {
    const node = H.$('message');
    if (!node) return;
    node.textContent = text || '';
    node.className = `message${kind ? ` ${kind}` : ''}`;
  };
  H.fail = (error) => H.message(H.errorText(error), 'error');

  /** Calls /house/api; a failure becomes an Error carrying the API's code and value. */
  H.call = async (method, path, body) => {
    let response;
    try {
      response = await window.fetch(`/house/api/${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(H.session.token ? { 'x-game-session': H.session.token } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw Object.assign(new Error('Network error — check your connection and try again.'), { code: 'network' });
    }
    const json = await response.json().catch(() => ({ success: false, message: `HTTP ${response.status}` }));
    if (!json.success)
      throw Object.assign(new Error(json.message || json.code), { code: json.code, value: json.value });
    return json.value;
  };

  H.setBalance = (balance, currency) => {
    if (balance !== null && balance !== undefined)
      H.$('balance').textContent = `${balance}${currency ? ` ${currency}` : ''}`;
  };
  H.setMode = (isFreePlay) => {
    const mode = H.$('mode');
    mode.textContent = isFreePlay ? 'FREE PLAY' : 'REAL MONEY';
    mode.title = isFreePlay ? 'Demo credit, no real money' : 'Bets use your real wallet balance';
    mode.classList.toggle('free', Boolean(isFreePlay));
  };
  /** Tells the site around the iframe to refresh its header balance. */
  H.notifyBalance = () => {
    if (window.parent && window.parent !== window)
      window.parent.postMessage({ type: 'house:balance' }, window.location.origin);
  };

  /** Counts a money label up from 0 to `minor`. */
  H.countUp = (node, minor, scale, ms) =>
    H.animate(ms, (t) => {
      node.textContent = H.fromMinor(Math.round(minor * (1 - (1 - t) ** 3)), scale);
    });

  /** A − value + stepper over a list of allowed values (minor units); calls onChange with the chosen value. */
  H.stepper = (label, values, start, scale, onChange) => {
    let index = Math.max(0, values.indexOf(start));
    const output = H.el('output', { 'aria-live': 'polite' });
    const minus = H.el('button', { type: 'button', 'aria-label': `Lower ${label}`, text: '−' });
    const plus = H.el('button', { type: 'button', 'aria-label': `Raise ${label}`, text: '+' });
    const show = () => {
      output.textContent = H.fromMinor(values[index], scale);
      minus.disabled = index === 0;
      plus.disabled = index === values.length - 1;
      onChange(values[index]);
    };
    minus.addEventListener('click', () => {
      index = Math.max(0, index - 1);
      show();
    });
    plus.addEventListener('click', () => {
      index = Math.min(values.length - 1, index + 1);
      show();
    });
    const node = H.el('div', { class: 'stepper' }, [H.el('span', { class: 'cap', text: label }), minus, output, plus]);
    show();
    return {
      node,
      value: () => values[index],
      setDisabled: (off) => {
        minus.disabled = off || index === 0;
        plus.disabled = off || index === values.length - 1;
      },
    };
  };

  /** Bet levels: multiples of `unit` (minor units) from the minimum bet upwards. */
  H.betLevels = (minBet, unit) => {
    const base = Math.ceil(Math.max(minBet, unit) / unit) * unit;
    return [1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 500].map((factor) => base * factor);
  };
})();
