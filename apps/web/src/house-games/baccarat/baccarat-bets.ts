// The baccarat player's bets: chips to choose a value, the betting spots that stack them, and the total.
import { formatMinorAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { el } from '../dom.ts';
import type { BaccaratCoup, BaccaratPaytable, BaccaratSide } from '../house-api-types.ts';
import { fromMinor } from '../money.ts';
import { sound } from '../sound/sound.ts';

const SIDES: BaccaratSide[] = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];

export type BettingLayout = {
  spots: HTMLElement;
  chips: HTMLElement;
  total: HTMLElement;
  clearButton: HTMLButtonElement;
  /** The placed bets as the API takes them (decimal text by side). */
  bets: () => Partial<Record<BaccaratSide, string>>;
  /** Lights the spots the coup made winners, whether or not the player bet on them; null puts every light out. */
  markWinners: (coup: BaccaratCoup | null) => void;
};

/** The sides a coup wins: its outcome, and each pair it dealt. */
export function winningSides(coup: BaccaratCoup): BaccaratSide[] {
  return [
    coup.outcome,
    ...(coup.isPlayerPair ? ['PLAYER_PAIR' as const] : []),
    ...(coup.isBankerPair ? ['BANKER_PAIR' as const] : []),
  ];
}

function chipPicker(values: number[], scale: number, onPick: (amount: number) => void): HTMLElement {
  const chips = el(
    'div',
    { class: 'chips', role: 'radiogroup', 'aria-label': t('table.chipValue') },
    values.map((amount, index) =>
      el('button', {
        type: 'button',
        class: `chip c${index}${index === 0 ? ' selected' : ''}`,
        role: 'radio',
        'aria-checked': index === 0 ? 'true' : 'false',
        text: formatMinorAmount(amount, scale),
        onclick: (event: Event) => {
          sound.play('buttonClick');
          onPick(amount);
          chips.querySelectorAll('.chip').forEach((node) => {
            node.classList.toggle('selected', node === event.currentTarget);
            node.setAttribute('aria-checked', String(node === event.currentTarget));
          });
        },
      }),
    ),
  );
  return chips;
}

export function bettingLayout(paytable: BaccaratPaytable, minBet: number, scale: number): BettingLayout {
  const stakes: Partial<Record<BaccaratSide, number>> = {};
  const chipValues = [1, 5, 10, 50, 100].map((factor) => minBet * factor);
  let chip = chipValues[0];
  const spotNodes = {} as Record<BaccaratSide, HTMLButtonElement>;
  const stakeNodes = {} as Record<BaccaratSide, HTMLElement>;
  const total = el('strong', { text: formatMinorAmount(0, scale) });
  const showStakes = () => {
    SIDES.forEach((side) => {
      stakeNodes[side].textContent = stakes[side] ? formatMinorAmount(stakes[side], scale) : '';
    });
    total.textContent = formatMinorAmount(
      Object.values(stakes).reduce((sum, amount) => sum + amount, 0),
      scale,
    );
  };
  const spot = (side: BaccaratSide) => {
    const name = t(`spot.${side}`);
    stakeNodes[side] = el('span', { class: 'stake' });
    const pays = paytable.sides.find((entry) => entry.id === side)?.pays;
    const onclick = () => {
      sound.play('chipPlace');
      stakes[side] = (stakes[side] || 0) + chip;
      showStakes();
    };
    spotNodes[side] = el(
      'button',
      { type: 'button', class: `spot ${side}`, 'aria-label': t('bac.betOn', { side: name }), onclick },
      [el('span', { text: name }), el('small', { text: pays }), stakeNodes[side]],
    );
    return spotNodes[side];
  };
  const spots = el('div', { class: 'spots' }, SIDES.map(spot));
  const clearButton = el('button', { class: 'ghost', type: 'button', text: t('bac.clearBets') });
  clearButton.addEventListener('click', () => {
    sound.play('buttonClick');
    Object.keys(stakes).forEach((side) => delete stakes[side as BaccaratSide]);
    showStakes();
  });
  showStakes();
  return {
    spots,
    chips: chipPicker(chipValues, scale, (amount) => {
      chip = amount;
    }),
    total,
    clearButton,
    bets: () =>
      Object.fromEntries(
        Object.entries(stakes)
          .filter(([, amount]) => amount > 0)
          .map(([side, amount]) => [side, fromMinor(amount, scale)]),
      ),
    markWinners: (coup) => {
      const won = coup ? winningSides(coup) : [];
      SIDES.forEach((side) => spotNodes[side].classList.toggle('won', won.includes(side)));
    },
  };
}
