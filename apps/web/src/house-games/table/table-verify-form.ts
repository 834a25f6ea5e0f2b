// The verify page's second form: a live table's shoe recomputed from its revealed seed (POST
// /house/api/table/verify, no session). It lists every deal of the shoe, marks the round asked for, and checks
// the seed against the shoe's hash shown before play. The table's fairness panel links here with the fields filled.
import { byId, el } from '../dom.ts';
import { call, type HouseApiError } from '../house-api.ts';
import { setLabelText } from '../i18n/page-chrome.ts';
import type { Key } from '../i18n/en/index.ts';
import { t } from '../i18n/translate.ts';
import { dealText, kindOfDeal } from './deal-text.ts';
import type { TableDeal, TableKind } from './table-types.ts';

type ShoeAnswer = { tableId: string; shoeNo: number; serverSeedHash: string; deals: TableDeal[] };
type ShoeRequest = { tableId: string; shoeNo: string; serverSeed: string; hash: string; round: string };

const KINDS: Partial<Record<string, TableKind>> = {
  ROULETTE: 'ROULETTE',
  SIC_BO: 'SIC_BO',
  DRAGON_TIGER: 'DRAGON_TIGER',
  BACCARAT: 'BACCARAT',
};

/** The live tables the server lists on the page (`data-tables="id:KIND …"`), and one named by the link. */
function tablesOf(linked: string | null): { id: string; kind: TableKind | null }[] {
  const listed = (document.body.dataset.tables ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [id = '', kind = ''] = entry.split(':');
      return { id, kind: KINDS[kind] ?? null };
    });
  if (linked && !listed.some((table) => table.id === linked)) listed.push({ id: linked, kind: null });
  return listed;
}

const tableLabel = (table: { id: string; kind: TableKind | null }) =>
  table.kind ? `${t(`verify.kind.${table.kind}`)} · ${table.id}` : table.id;

function field(id: string, key: Key, attrs: Record<string, string> = {}): HTMLLabelElement {
  const label = el('label', {}, [el('input', { id, autocomplete: 'off', spellcheck: 'false', ...attrs })]);
  setLabelText(label, t(key));
  return label;
}

function problem(request: ShoeRequest): string | null {
  if (!request.tableId) return t('verify.bad.table');
  if (!/^\d{1,10}$/.test(request.shoeNo)) return t('verify.bad.shoeNo');
  if (!/^[0-9a-fA-F]{64}$/.test(request.serverSeed)) return t('verify.bad.serverSeed');
  if (request.round && !/^[1-9]\d{0,5}$/.test(request.round)) return t('verify.bad.tableRound');
  return null;
}

function showShoe(out: HTMLElement, request: ShoeRequest, answer: ShoeAnswer): boolean {
  const kind = kindOfDeal(answer.deals[0]);
  const round = request.round ? Number(request.round) : null;
  if (round !== null && round > answer.deals.length)
    throw Object.assign(
      new Error(t('verify.bad.roundPast', { shoe: request.shoeNo, count: answer.deals.length, n: round })),
      {
        code: 'form',
      },
    );
  const expected = request.hash.toLowerCase();
  const matches = !expected || expected === answer.serverSeedHash;
  const deals = answer.deals.map((deal, index) =>
    el('li', {
      class: index + 1 === round ? 'current' : '',
      text: `${t('verify.dealNo', { n: index + 1 })}: ${dealText(kind, deal)}`,
    }),
  );
  out.replaceChildren(
    el('h2', {
      text: t('verify.shoeHeading', { table: answer.tableId, shoe: String(answer.shoeNo), count: answer.deals.length }),
    }),
    el('div', { text: t('verify.revealedSeed') }),
    el('code', { text: request.serverSeed.toLowerCase() }),
    expected
      ? el('div', { class: matches ? 'ok' : 'bad', text: t(matches ? 'verify.shoeHashOk' : 'verify.shoeHashBad') })
      : el('div', { text: t('verify.hashCompare') }),
    el('code', { text: `SHA-256(server seed) = ${answer.serverSeedHash}` }),
    el('ol', { class: 'verify-deals' }, deals),
  );
  out.hidden = false;
  deals[(round ?? 0) - 1]?.scrollIntoView?.({ block: 'nearest' });
  return matches;
}

function buildForm(tables: { id: string; kind: TableKind | null }[]) {
  const select = el(
    'select',
    { id: 't-table' },
    tables.map((table) => el('option', { value: table.id, text: tableLabel(table) })),
  );
  const tableLabelNode = el('label', {}, [select]);
  setLabelText(tableLabelNode, t('verify.table'));
  const form = el('form', { id: 't-form', class: 'verify-form', novalidate: true }, [
    tableLabelNode,
    field('t-shoe', 'verify.shoeNo', { inputmode: 'numeric' }),
    field('t-seed', 'verify.serverSeed', { maxlength: '64' }),
    field('t-hash', 'verify.tableHash', { maxlength: '64' }),
    field('t-round', 'verify.tableRound', { inputmode: 'numeric' }),
    el('button', { type: 'submit', text: t('verify.recomputeShoe') }),
  ]);
  return { form, select };
}

/** Adds the table form under the round form, prefilled from the link (tableId, shoeNo, serverSeed, hash, round). */
export function startTableVerify(): void {
  const query = new URLSearchParams(window.location.search);
  const { form, select } = buildForm(tablesOf(query.get('tableId')));
  const status = el('div', { id: 't-message', class: 'message', role: 'status', 'aria-live': 'polite' });
  const out = el('section', { id: 't-result', class: 'verify-result', hidden: true });
  const section = el('section', { id: 'table', class: 'verify-table' }, [
    el('h2', { text: t('verify.tableTitle') }),
    el('p', { class: 'rules', text: t('verify.tableHelp') }),
    form,
    status,
    out,
  ]);
  byId('v-result').after(section);
  byId('verify-form').before(el('h2', { class: 'verify-heading', text: t('verify.roundTitle') }));
  const value = (id: string) => byId<HTMLInputElement>(id).value.trim();
  const say = (text: string, kind = '') => {
    status.textContent = text;
    status.className = `message${kind ? ` ${kind}` : ''}`;
  };
  const run = async () => {
    const request = {
      tableId: select.value,
      shoeNo: value('t-shoe'),
      serverSeed: value('t-seed'),
      hash: value('t-hash'),
      round: value('t-round'),
    };
    const invalid = problem(request);
    if (invalid) return say(invalid, 'error');
    say(t('verify.working'));
    try {
      const answer = await call<ShoeAnswer>('POST', 'table/verify', { ...request, shoeNo: Number(request.shoeNo) });
      const fair = showShoe(out, request, answer);
      say(fair ? t('verify.shoeDone') : t('verify.shoeHashBad'), fair ? 'win' : 'error');
    } catch (error) {
      say((error as HouseApiError).message || t('error.generic'), 'error');
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  const fields = { tableId: 't-table', shoeNo: 't-shoe', serverSeed: 't-seed', hash: 't-hash', round: 't-round' };
  Object.entries(fields).forEach(([name, id]) => {
    const given = query.get(name);
    if (given !== null) byId<HTMLInputElement>(id).value = given;
  });
  if (query.get('tableId') && query.get('serverSeed')) void run();
}
