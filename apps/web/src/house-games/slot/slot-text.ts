// The slot's words: the paytable panel and the rules of each mechanic, read from the title's own paytable JSON,
// and the bet steps and the feature buy's price text.
import { el } from '../dom.ts';
import type { SlotPaytable } from '../house-api-types.ts';
import { betLevels, fromMinor } from '../money.ts';
import { icon } from '../art/slot-symbols.ts';

/** The minor units every bet is a multiple of: the title's betUnit, or (older payloads) its line count. */
export const betUnitOf = (paytable: SlotPaytable): number =>
  paytable.betUnit ?? (paytable.paylines ? paytable.paylines.length : 1);

/** The bet stepper's values: multiples of the bet unit from the minimum bet up. */
export const betStepsOf = (paytable: SlotPaytable, minBet: number): number[] => betLevels(minBet, betUnitOf(paytable));

/** What the feature buy costs at a bet, and the button's words; null for a title without one. */
export function featurePrice(
  paytable: SlotPaytable,
  bet: number,
  scale: number,
): { price: number; label: string; confirm: string } | null {
  const buy = paytable.featureBuy;
  if (!buy) return null;
  const price = bet * buy.priceInBets;
  const text = fromMinor(price, scale);
  return {
    price,
    label: `BUY FEATURE ${text}`,
    confirm: `Buy the feature for ${text} (${buy.priceInBets} × bet ${fromMinor(bet, scale)})? The round starts in the free spins. RTP ${buy.declaredRtp}%.`,
  };
}

const paysText = (pays: Record<string, number>) =>
  Object.entries(pays)
    .sort((a, b) => Number(b[0]) - Number(a[0]))
    .map(([count, pay]) => `${count}× ${pay}`)
    .join(' · ');

function noteOf(paytable: SlotPaytable, id: string): string {
  const wilds = paytable.wilds ?? {};
  if (id in wilds)
    return `Wild on reels 2–4: substitutes for all but the scatter${wilds[id] > 1 ? `, multiplies its ways ×${wilds[id]}` : ''}`;
  if (id === paytable.wild) return 'Wild: substitutes for all but the scatter';
  if (id === paytable.scatter) return 'Scatter, pays anywhere × total bet';
  if (paytable.holdAndWin && id === paytable.holdAndWin.cashSymbol) return '6 or more start the hold & win';
  if (paytable.pays) return 'Credits per way (a credit is bet ÷ bet unit)';
  if (paytable.coinsPerLine) return 'Coins per line, both ways (a coin is bet ÷ 20)';
  return 'Pays × line bet';
}

function paysOf(paytable: SlotPaytable, id: string): Record<string, number> {
  if (id === paytable.scatter) return paytable.scatterPays ?? {};
  return (paytable.pays ?? paytable.linePays ?? {})[id] ?? {};
}

function freeSpinsRule(paytable: SlotPaytable): string {
  const free = paytable.freeSpins;
  if (!free) return '';
  const awards = Object.entries(free.awards)
    .map(([count, spins]) => `${count} scatters → ${spins}`)
    .join(', ');
  return ` Free spins: ${awards}${free.winMultiplier > 1 ? `, all wins ×${free.winMultiplier}` : ''}; at most ${free.maxPerRound} per round.`;
}

/** The mechanic's rules in a few sentences. */
export function rulesText(paytable: SlotPaytable): string {
  const lines = (paytable.paylines ?? []).length;
  let rules = `${lines} fixed lines, paid left to right from reel 1; the bet is split evenly over the lines.`;
  if (paytable.pays)
    rules = `${paytable.ways ?? 243} ways: a symbol pays when it shows on adjacent reels from reel 1, pay × ways × (bet ÷ ${betUnitOf(paytable)}).`;
  if (paytable.multiplierLadder)
    rules += ` Cascades: winning cells vanish and new symbols fall in; each further win in a row pays ×${paytable.multiplierLadder.join(', ×')}; in free spins the multiplier carries over.`;
  if (paytable.expandingSymbols)
    rules +=
      ' When free spins start one symbol is drawn; it expands over every reel it shows on (enough for a win) and pays on all lines.';
  if (paytable.holdAndWin) {
    const { jackpots, triggerCount, respins } = paytable.holdAndWin;
    rules += ` ${triggerCount}+ pearls start the hold & win: pearls lock, ${respins} respins, a new pearl resets them to ${respins}. Jackpots: Mini ${jackpots.MINI}×, Minor ${jackpots.MINOR}×, Major ${jackpots.MAJOR}×, a full grid Grand ${jackpots.GRAND}× bet.`;
  }
  if (paytable.expandingWilds)
    rules = `${lines} lines paid both ways, ${paytable.coinsPerLine ?? 2} coins a line. A wild on reels 2–4 expands over its reel, holds, and gives a respin (at most ${paytable.expandingWilds.maxRespins}).`;
  return `${rules}${freeSpinsRule(paytable)} Volatility ${paytable.volatility}, RTP ${paytable.declaredRtp}%${paytable.featureBuy ? ` (bought feature ${paytable.featureBuy.declaredRtp}%)` : ''}. Theme: ${paytable.theme}.`;
}

export function paytablePanel(paytable: SlotPaytable): HTMLElement[] {
  const rows = paytable.symbols.map((symbol) =>
    el('div', { class: 'pay' }, [
      icon(symbol.id),
      el('div', {}, [
        el('strong', { text: symbol.name }),
        el('div', { text: paysText(paysOf(paytable, symbol.id)) }),
        el('div', { class: 'rules', text: noteOf(paytable, symbol.id) }),
      ]),
    ]),
  );
  return [el('p', { class: 'rules', text: rulesText(paytable) }), el('div', { class: 'paytable' }, rows)];
}
