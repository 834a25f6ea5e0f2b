// The table page's panels: the rules (every bet's pay and RTP, the limits and the round's timing) and the shoe's
// commitment, with a check of any shoe seen at this table once its seed is shown.
import { formatAmount } from '../i18n/format.ts';
import { pageLanguage, pageLocale, t } from '../i18n/translate.ts';
import { ruleName } from './spot-names.ts';
import { byId, el } from '../dom.ts';
import { call, fail } from '../house-api.ts';
import type { TablePaytable, TableState } from './table-types.ts';
import { tabStorage } from '../tab-storage.ts';

const seconds = (ms: number) => ms / 1000;

export function showRules(paytable: TablePaytable, minBet: string): void {
  const rows = paytable.board.bets ?? paytable.board.rows ?? [];
  const { timing, limits } = paytable;
  byId('paytable').replaceChildren(
    el('p', {
      class: 'rules',
      text: t('table.rules', {
        betting: seconds(timing.bettingMs),
        dealing: seconds(timing.dealingMs),
        result: seconds(timing.resultMs),
        min: formatAmount(minBet),
        maxSpot: formatAmount(limits.maxSpot),
        maxRound: formatAmount(limits.maxRound),
      }),
    }),
    el(
      'div',
      { class: 'paytable' },
      rows.map((row) =>
        el('div', { class: 'pay' }, [
          el('strong', { text: ruleName(row.kind ?? row.row ?? row.type ?? '') }),
          el('span', {
            text: t('table.rulesRow', {
              pays: row.payout ?? row.pays ?? '',
              rtp: String(row.rtpPercent ?? row.declaredRtp),
            }),
          }),
        ]),
      ),
    ),
  );
}

type SeenShoe = { id: number; shoeNo: number; hash: string };
type ShoeAnswer = {
  shoeNo: number;
  serverSeedHash: string;
  serverSeed: string | null;
  revealsAt: string;
  rounds: number;
};
type VerifyAnswer = { serverSeedHash: string; deals: unknown[] };

/** The shoes seen at this table in this browser session, newest first (their seeds can be checked once shown). */
function rememberShoe(tableId: string, shoe: NonNullable<TableState['shoe']>): SeenShoe[] {
  const key = `house-table-shoes-${tableId}`;
  const seen = JSON.parse(tabStorage.getItem(key) || '[]') as SeenShoe[];
  if (!seen.some((entry) => entry.id === shoe.id))
    seen.unshift({ id: shoe.id, shoeNo: shoe.shoeNo, hash: shoe.serverSeedHash });
  tabStorage.setItem(key, JSON.stringify(seen.slice(0, 8)));
  return seen.slice(0, 8);
}

/** The public verify page with this shoe filled in, where anyone can recompute it and see each round. */
function verifyPageLink(tableId: string, shoe: SeenShoe, serverSeed: string): HTMLAnchorElement {
  const query = new URLSearchParams({
    tableId,
    shoeNo: String(shoe.shoeNo),
    serverSeed,
    hash: shoe.hash,
    lang: pageLanguage(),
  });
  return el('a', {
    href: `/house/verify?${query.toString()}#table`,
    target: '_blank',
    rel: 'noopener',
    text: t('table.verifyShoeLink', { shoe: String(shoe.shoeNo) }),
  });
}

async function checkShoe(tableId: string, shoe: SeenShoe, out: HTMLElement): Promise<void> {
  try {
    const answer = await call<ShoeAnswer>('GET', `table/shoes/${shoe.id}`);
    if (!answer.serverSeed) {
      out.textContent = t('table.shoeSeedLater', {
        shoe: String(shoe.shoeNo),
        time: new Date(answer.revealsAt).toLocaleTimeString(pageLocale()),
      });
      return;
    }
    const verified = await call<VerifyAnswer>('POST', 'table/verify', {
      tableId,
      serverSeed: answer.serverSeed,
      shoeNo: shoe.shoeNo,
    });
    const matches = verified.serverSeedHash === shoe.hash;
    out.replaceChildren(
      el('div', { text: t('table.shoeSeed', { shoe: String(shoe.shoeNo) }) }),
      el('code', { text: answer.serverSeed }),
      el('div', {
        class: matches ? 'table-verified' : 'table-mismatch',
        text: matches ? t('table.shoeMatches', { deals: verified.deals.length }) : t('table.shoeMismatch'),
      }),
      verifyPageLink(tableId, shoe, answer.serverSeed),
    );
  } catch (error) {
    fail(error);
  }
}

/** The provably fair panel of a table: the current shoe's hash, and a check of each shoe seen here. */
export function showShoe(state: TableState): void {
  const shoe = state.shoe;
  const fair = byId('fair-panel');
  const summary = fair.querySelector('summary') ?? el('summary', { text: t('fair.title') });
  if (!shoe) {
    fair.replaceChildren(summary, el('p', { text: t('table.shuffling') }));
    return;
  }
  const out = el('div', { class: 'revealed' });
  const seen = rememberShoe(state.tableId, shoe);
  fair.replaceChildren(
    summary,
    el('p', {
      text: t('table.fairHow'),
    }),
    el('dl', { class: 'fair' }, [
      el('dt', { text: t('table.shoeHash', { shoe: String(shoe.shoeNo) }) }),
      el('dd', {}, [el('code', { text: shoe.serverSeedHash })]),
      el('dt', { text: t('table.thisRound') }),
      el('dd', { text: t('table.roundOf', { n: shoe.index + 1, count: shoe.rounds }) }),
    ]),
    el(
      'div',
      { class: 'row' },
      seen.map((entry) =>
        el('button', {
          type: 'button',
          class: 'ghost',
          text: t('table.verifyShoe', { shoe: String(entry.shoeNo) }),
          onclick: () => void checkShoe(state.tableId, entry, out),
        }),
      ),
    ),
    out,
  );
}
