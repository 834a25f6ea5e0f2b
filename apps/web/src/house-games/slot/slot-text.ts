// The slot's words: the paytable panel and the rules of each mechanic, read from the title's own paytable JSON,
// and the bet steps and the feature buy's price text.
import { el } from '../dom.ts';
import type { SlotPaytable } from '../house-api-types.ts';
import { formatMinorAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { betLevels } from '../money.ts';
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
  const text = formatMinorAmount(price, scale);
  return {
    price,
    label: t('slot.buyLabel', { price: text }),
    confirm: t('slot.buyConfirm', {
      price: text,
      times: buy.priceInBets,
      bet: formatMinorAmount(bet, scale),
      rtp: String(buy.declaredRtp),
    }),
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
    return `${t('slot.note.wildReels')}${wilds[id] > 1 ? t('slot.note.wildMultiplies', { times: wilds[id] }) : ''}`;
  if (id === paytable.wild) return t('slot.note.wild');
  if (id === paytable.scatter) return t('slot.note.scatter');
  if (paytable.holdAndWin && id === paytable.holdAndWin.cashSymbol) return t('slot.note.cash');
  if (paytable.pays) return t('slot.note.credits');
  if (paytable.coinsPerLine) return t('slot.note.coins');
  return t('slot.note.lineBet');
}

function paysOf(paytable: SlotPaytable, id: string): Record<string, number> {
  if (id === paytable.scatter) return paytable.scatterPays ?? {};
  return (paytable.pays ?? paytable.linePays ?? {})[id] ?? {};
}

function freeSpinsRule(paytable: SlotPaytable): string {
  const free = paytable.freeSpins;
  if (!free) return '';
  const awards = Object.entries(free.awards)
    .map(([count, spins]) => t('slot.rules.scatters', { count, spins }))
    .join(', ');
  const times = free.winMultiplier > 1 ? t('slot.rules.allWins', { times: free.winMultiplier }) : '';
  return t('slot.rules.freeSpins', { awards, times, max: free.maxPerRound });
}

/** The mechanic's rules in a few sentences. */
export function rulesText(paytable: SlotPaytable): string {
  const lines = (paytable.paylines ?? []).length;
  let rules = t('slot.rules.lines', { lines });
  if (paytable.pays) rules = t('slot.rules.ways', { ways: paytable.ways ?? 243, unit: betUnitOf(paytable) });
  if (paytable.multiplierLadder)
    rules += t('slot.rules.cascade', { ladder: `×${paytable.multiplierLadder.join(', ×')}` });
  if (paytable.expandingSymbols) rules += t('slot.rules.expanding');
  if (paytable.holdAndWin) {
    const { jackpots, triggerCount, respins } = paytable.holdAndWin;
    const [mini, minor, major, grand] = [jackpots.MINI, jackpots.MINOR, jackpots.MAJOR, jackpots.GRAND];
    rules += t('slot.rules.holdAndWin', { trigger: triggerCount, respins, mini, minor, major, grand });
  }
  if (paytable.expandingWilds)
    rules = t('slot.rules.expandingWilds', {
      lines,
      coins: paytable.coinsPerLine ?? 2,
      max: paytable.expandingWilds.maxRespins,
    });
  const bought = paytable.featureBuy ? t('slot.rules.bought', { rtp: String(paytable.featureBuy.declaredRtp) }) : '';
  return t('slot.rules.tail', {
    rules,
    free: freeSpinsRule(paytable),
    volatility: paytable.volatility,
    rtp: String(paytable.declaredRtp),
    bought,
    theme: paytable.theme,
  });
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
