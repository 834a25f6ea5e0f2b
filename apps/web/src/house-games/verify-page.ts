// The public verify page: recomputes a round from its seeds with POST /house/api/verify and draws the result.
// Fields may come prefilled from the game's fairness panel (query string); with a server seed it runs at once.
import { baccaratGame } from './baccarat/baccarat-game.ts';
import { byId, el, message } from './dom.ts';
import { fishGame } from './fish/fish-game.ts';
import { fishOptionText } from './fish/fish-words.ts';
import type { GameModule } from './game-module.ts';
import { call, fail } from './house-api.ts';
import type { BaccaratSide, EngineKind, PlayRequest, Verified } from './house-api-types.ts';
import { formatAmount } from './i18n/format.ts';
import { translateVerifyPage } from './i18n/page-chrome.ts';
import { t, loadLanguage } from './i18n/translate.ts';
import { scaleOf } from './money.ts';
import { slotGame } from './slot/slot-game.ts';
import { startTableVerify } from './table/table-verify-form.ts';

type VerifyRequest = PlayRequest & {
  titleId: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  gameVersion?: string;
};

const GAMES = { SLOT: slotGame, BACCARAT: baccaratGame, FISH: fishGame };
const field = (id: string) => byId<HTMLInputElement>(id).value.trim();
const form = byId<HTMLFormElement>('verify-form');
const titleSelect = byId<HTMLSelectElement>('v-title');
const sideInputs = [...form.querySelectorAll<HTMLInputElement>('[data-side]')];
const kindOf = () => titleSelect.selectedOptions[0].dataset.kind as EngineKind;

function showFields() {
  const kind = kindOf();
  form.querySelectorAll<HTMLElement>('[data-kinds]').forEach((node) => {
    node.hidden = !(node.dataset.kinds ?? '').split(' ').includes(kind);
  });
}

function prefill() {
  const query = new URLSearchParams(window.location.search);
  const titleId = query.get('titleId');
  if (titleId) titleSelect.value = titleId;
  const fields = {
    serverSeed: 'v-server-seed',
    hash: 'v-hash',
    clientSeed: 'v-client-seed',
    nonce: 'v-nonce',
    bet: 'v-bet',
    fishId: 'v-fish',
  };
  Object.entries(fields).forEach(([name, id]) => {
    const value = query.get(name);
    if (value !== null) byId<HTMLInputElement>(id).value = value;
  });
  sideInputs.forEach((input) => {
    input.value = query.get(`bet_${input.dataset.side}`) || '';
  });
  return Boolean(query.get('serverSeed'));
}

function body(): VerifyRequest {
  const kind = kindOf();
  const request: VerifyRequest = {
    titleId: titleSelect.value,
    serverSeed: field('v-server-seed'),
    clientSeed: field('v-client-seed'),
    nonce: field('v-nonce'),
  };
  if (kind === 'BACCARAT')
    request.bets = Object.fromEntries(
      sideInputs
        .filter((input) => input.value.trim())
        .map((input) => [input.dataset.side as BaccaratSide, input.value.trim()]),
    );
  else request.bet = field('v-bet');
  if (kind === 'FISH') request.fishId = byId<HTMLSelectElement>('v-fish').value;
  // A fish round of an older engine (the link from the game says which) recomputes under that engine's rules.
  const version = new URLSearchParams(window.location.search).get('gameVersion');
  if (kind === 'FISH' && version && /^\d{1,4}$/.test(version)) request.gameVersion = version;
  // A slot round whose feature was bought (the game's verify link says so): the same request recomputes it.
  if (kind === 'SLOT' && new URLSearchParams(window.location.search).get('buyFeature') === 'true')
    request.buyFeature = true;
  return request;
}

/** Checks the form before asking the server, so mistakes get a plain explanation. */
function problem(request: VerifyRequest): string | null {
  if (!/^[0-9a-fA-F]{64}$/.test(request.serverSeed)) return t('verify.bad.serverSeed');
  if (!/^[\w-]{1,64}$/.test(request.clientSeed)) return t('verify.bad.clientSeed');
  if (!/^\d{1,10}$/.test(request.nonce)) return t('verify.bad.nonce');
  if (request.bets && !Object.keys(request.bets).length) return t('verify.bad.bets');
  if (request.bet !== undefined && !/^\d+(\.\d+)?$/.test(request.bet)) return t('verify.bad.bet');
  return null;
}

async function run() {
  const request = body();
  const invalid = problem(request);
  if (invalid) {
    message(invalid, 'error');
    return;
  }
  message(t('verify.working'));
  try {
    const result = await call<Verified>('POST', 'verify', { ...request, nonce: Number(request.nonce) });
    const scale = scaleOf(result.bet);
    const expectedHash = field('v-hash').toLowerCase();
    const hashLine = expectedHash
      ? el('div', {
          class: expectedHash === result.serverSeedHash ? 'ok' : 'bad',
          text: t(expectedHash === result.serverSeedHash ? 'verify.hashOk' : 'verify.hashBad'),
        })
      : el('div', { text: t('verify.hashCompare') });
    const picture = el('div', { class: 'stage' });
    const section = byId('v-result');
    section.replaceChildren(
      el('h2', {
        text: t('verify.heading', {
          title: result.paytable.title,
          version: String(result.gameVersion),
          nonce: String(result.nonce),
        }),
      }),
      hashLine,
      el('code', { text: `SHA-256(server seed) = ${result.serverSeedHash}` }),
      el('div', {
        class: 'counter',
        text: t('verify.betWin', { bet: formatAmount(result.bet), win: formatAmount(result.win) }),
      }),
      picture,
      el('details', {}, [
        el('summary', { text: t('verify.outcomeJson') }),
        el('pre', { text: JSON.stringify(result.outcome, null, 2) }),
      ]),
    );
    section.hidden = false;
    (GAMES[result.kind] as GameModule).drawStatic(picture, result.paytable, result.outcome, scale);
    message(t('verify.done'), 'win');
  } catch (error) {
    fail(error);
  }
}

export async function startVerifyPage(): Promise<void> {
  await loadLanguage();
  translateVerifyPage();
  document
    .querySelectorAll<HTMLOptionElement>('#v-fish option')
    .forEach((option) => (option.textContent = fishOptionText(option.value, option.textContent ?? '')));
  startTableVerify();
  titleSelect.addEventListener('change', showFields);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  // A link from a live table fills the table form (table/table-verify-form.ts), not this one.
  const ready = new URLSearchParams(window.location.search).get('tableId') ? false : prefill();
  showFields();
  if (ready) void run();
}
