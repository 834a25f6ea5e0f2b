// The slot's words: the wins of a spin as text lines, and the paytable panel read from the title's definition.
import { el } from '../dom.ts';
import type { SlotPaytable, SlotSpin } from '../house-api-types.ts';
import { fromMinor } from '../money.ts';
import { icon } from '../art/slot-symbols.ts';

const nameOf = (paytable: SlotPaytable, id: string) =>
  (paytable.symbols.find((symbol) => symbol.id === id) || { name: id }).name;
export function winLines(paytable: SlotPaytable, spin: SlotSpin, scale: number): string[] {
  const items = spin.lineWins.map(
    (win) =>
      `Line ${win.line + 1}: ${win.count}× ${nameOf(paytable, win.symbol)} → ${fromMinor(Number(win.win), scale)}`,
  );
  if (Number(spin.scatterWin) > 0)
    items.push(
      `${spin.scatterCount}× ${nameOf(paytable, paytable.scatter)} (scatter) → ${fromMinor(Number(spin.scatterWin), scale)}`,
    );
  if (spin.freeSpinsAwarded > 0) items.push(`+${spin.freeSpinsAwarded} free spins`);
  return items;
}

export function paytablePanel(paytable: SlotPaytable): HTMLElement[] {
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
    return el('div', { class: 'pay' }, [
      icon(symbol.id),
      el('div', {}, [
        el('strong', { text: symbol.name }),
        el('div', { text }),
        el('div', { class: 'rules', text: note }),
      ]),
    ]);
  });
  const awards = Object.entries(paytable.freeSpins.awards)
    .map(([count, spins]) => `${count} scatters → ${spins}`)
    .join(', ');
  const rules =
    `${paytable.paylines.length} fixed lines, paid left to right from reel 1; bet is split evenly over the lines. Free spins: ${awards}` +
    `${paytable.freeSpins.winMultiplier > 1 ? `, all wins ×${paytable.freeSpins.winMultiplier}` : ''}; at most ${paytable.freeSpins.maxPerRound} per round. Volatility ${paytable.volatility}, RTP ${paytable.declaredRtp}%. Theme: ${paytable.theme}.`;
  return [el('p', { class: 'rules', text: rules }), el('div', { class: 'paytable' }, rows)];
}
