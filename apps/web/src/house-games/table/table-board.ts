// What every table's board gives the table page, and the parts the boards share: betting spots that show the chips
// on them (pending chips dashed until the server takes them), and the lit winners.
import { t } from '../i18n/translate.ts';
import { spotName } from './spot-names.ts';
import { el } from '../dom.ts';
import type { Stakes } from './table-chips.ts';
import { chipLabel } from './table-chips.ts';
import type { TableDeal, TablePaytable, TableState } from './table-types.ts';

export type TableBoard = {
  /** The deal's scene (wheel, dice, cards) and the result over it. */
  scene: HTMLElement;
  /** Past rounds: numbers, dice, results or a baccarat shoe's roads. */
  history: HTMLElement;
  /** The betting board; a click on a spot calls the page's onSpot. */
  board: HTMLElement;
  /** Draws the chips on the board. */
  showStakes: (pending: Stakes, confirmed: Stakes, scale: number) => void;
  /** Shows a deal: animated when it is the round now being dealt, at once when the page opens mid-round. */
  showDeal: (deal: TableDeal, animated: boolean) => Promise<void>;
  /** Empties the scene for a new round (bets open). */
  clearDeal: () => void;
  /** Lights the spots a deal wins (none: the lights go out). */
  lightWinners: (deal: TableDeal | null) => void;
  showHistory: (state: TableState) => void;
  /** How many chips an amount on the spot places (announced roulette bets place several). */
  chipsOf: (spot: string) => number;
};

export type BoardInput = { paytable: TablePaytable; onSpot: (spot: string) => void };

/** Spots drawn as buttons, keyed by their spot word: the chips shown on each, the winners lit. */
export function spotSet() {
  const nodes = new Map<string, HTMLElement>();
  const stakes = new Map<string, HTMLElement>();
  return {
    /** A betting spot: its name, a line under it (the pay), a place for its chips. */
    spot(spot: string, label: string, pays: string, onSpot: (spot: string) => void, extra = ''): HTMLButtonElement {
      // The spot's full name for screen readers (the label on the board may be short: "P Pair", a die's face).
      const name = spotName(spot);
      const stake = el('span', { class: 'table-stake' });
      const node = el(
        'button',
        {
          type: 'button',
          class: `table-spot ${extra}`.trim(),
          'data-spot': spot,
          'aria-label': pays ? t('table.pays', { spot: name, pays }) : name,
          onclick: () => onSpot(spot),
        },
        [el('span', { class: 'table-spot-name', text: label }), pays ? el('small', { text: pays }) : null, stake],
      );
      nodes.set(spot, node);
      stakes.set(spot, stake);
      return node;
    },
    show(pending: Stakes, confirmed: Stakes, scale: number): void {
      for (const [spot, stake] of stakes) {
        const amount = (pending.get(spot) ?? 0n) + (confirmed.get(spot) ?? 0n);
        stake.textContent = amount > 0n ? chipLabel(amount, scale) : '';
        stake.className = `table-stake${pending.has(spot) ? ' pending' : confirmed.has(spot) ? ' confirmed' : ''}`;
      }
    },
    light(winners: readonly string[]): void {
      for (const [spot, node] of nodes) node.classList.toggle('won', winners.includes(spot));
    },
  };
}

/** The pay label the board's rules give a bet (by kind, row or type), or ''. */
export function payOf(paytable: TablePaytable, key: string): string {
  const rows = paytable.board.bets ?? paytable.board.rows ?? [];
  const row = rows.find((entry) => entry.kind === key || entry.row === key || entry.type === key);
  return row?.payout ?? row?.pays ?? '';
}

/** A small panel with a title, for the history strips. */
export const panel = (title: string, children: (Node | null)[]): HTMLElement =>
  el('section', { class: 'table-panel' }, [el('h2', { class: 'table-panel-title', text: title }), ...children]);
