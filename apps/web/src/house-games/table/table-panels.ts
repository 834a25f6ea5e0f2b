// The table page's panels: the rules (every bet's pay and RTP, the limits and the round's timing) and the shoe's
// commitment, with a check of any shoe seen at this table once its seed is shown.
import { byId, el } from '../dom.ts';
import { call, fail } from '../house-api.ts';
import type { TablePaytable, TableState } from './table-types.ts';
import { tabStorage } from '../tab-storage.ts';

const seconds = (ms: number) => `${ms / 1000} s`;
const words = (spot: string) => spot.replace(/_/g, ' ').replace(':', ' ').toLowerCase();

export function showRules(paytable: TablePaytable, minBet: string): void {
  const rows = paytable.board.bets ?? paytable.board.rows ?? [];
  const { timing, limits } = paytable;
  byId('paytable').replaceChildren(
    el('p', {
      class: 'rules',
      text: `A virtual table, computer dealt: every player at this table bets on the same rounds. Bets open for ${seconds(timing.bettingMs)}, the deal takes ${seconds(timing.dealingMs)}, the result shows for ${seconds(timing.resultMs)}. Chips count only once confirmed; chips not confirmed when bets close are not placed and do not carry over. Limits: ${minBet} to ${limits.maxSpot} a spot, ${limits.maxRound} a round.`,
    }),
    el(
      'div',
      { class: 'paytable' },
      rows.map((row) =>
        el('div', { class: 'pay' }, [
          el('strong', { text: words(row.kind ?? row.row ?? row.type ?? '') }),
          el('span', { text: `pays ${row.payout ?? row.pays} · RTP ${row.rtpPercent ?? row.declaredRtp}%` }),
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

async function checkShoe(tableId: string, shoe: SeenShoe, out: HTMLElement): Promise<void> {
  try {
    const answer = await call<ShoeAnswer>('GET', `table/shoes/${shoe.id}`);
    if (!answer.serverSeed) {
      out.textContent = `Shoe #${shoe.shoeNo}: its seed is shown after its last round closes (${new Date(answer.revealsAt).toLocaleTimeString()}).`;
      return;
    }
    const verified = await call<VerifyAnswer>('POST', 'table/verify', {
      tableId,
      serverSeed: answer.serverSeed,
      shoeNo: shoe.shoeNo,
    });
    const matches = verified.serverSeedHash === shoe.hash;
    out.replaceChildren(
      el('div', { text: `Shoe #${shoe.shoeNo} seed: ` }),
      el('code', { text: answer.serverSeed }),
      el('div', {
        class: matches ? 'table-verified' : 'table-mismatch',
        text: matches
          ? `Its SHA-256 is the hash shown before the shoe's first round; ${verified.deals.length} deals recomputed from it (POST /house/api/table/verify).`
          : 'Its hash does NOT match the hash shown before play.',
      }),
    );
  } catch (error) {
    fail(error);
  }
}

/** The provably fair panel of a table: the current shoe's hash, and a check of each shoe seen here. */
export function showShoe(state: TableState): void {
  const shoe = state.shoe;
  const fair = byId('fair-panel');
  const summary = fair.querySelector('summary') ?? el('summary', { text: 'Provably fair' });
  if (!shoe) {
    fair.replaceChildren(
      summary,
      el('p', { text: 'A new shoe is being shuffled; its hash shows before its first round.' }),
    );
    return;
  }
  const out = el('div', { class: 'revealed' });
  const seen = rememberShoe(state.tableId, shoe);
  fair.replaceChildren(
    summary,
    el('p', {
      text: "Every deal of a shoe follows from one server seed (HMAC-SHA256 with the table's id and the shoe number). The seed's SHA-256 hash is committed before the shoe's first bet and the seed is shown after its last round, so every round can be recomputed.",
    }),
    el('dl', { class: 'fair' }, [
      el('dt', { text: `Shoe #${shoe.shoeNo} hash` }),
      el('dd', {}, [el('code', { text: shoe.serverSeedHash })]),
      el('dt', { text: 'This round' }),
      el('dd', { text: `${shoe.index + 1} of ${shoe.rounds}` }),
    ]),
    el(
      'div',
      { class: 'row' },
      seen.map((entry) =>
        el('button', {
          type: 'button',
          class: 'ghost',
          text: `Verify shoe #${entry.shoeNo}`,
          onclick: () => void checkShoe(state.tableId, entry, out),
        }),
      ),
    ),
    out,
  );
}
