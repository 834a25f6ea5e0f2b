// The "Buy feature" button of a title that offers one: its price follows the bet, and a confirm step says what
// the round costs before anything is bet.
import { el } from '../dom.ts';
import type { SlotPaytable } from '../house-api-types.ts';
import { t } from '../i18n/translate.ts';
import { sound } from '../sound/sound.ts';
import { featurePrice } from './slot-text.ts';

export type FeatureBuyControl = {
  node: HTMLElement;
  setBet: (bet: number) => void;
  setDisabled: (off: boolean) => void;
};

/** Null for a title without a feature buy; `onBuy(true)` runs once the player confirms. */
export function featureBuyControl(
  paytable: SlotPaytable,
  scale: number,
  onBuy: (bought: true) => void,
): FeatureBuyControl | null {
  if (!paytable.featureBuy) return null;
  let bet = 0;
  const button = el('button', { class: 'slot-buy', type: 'button' });
  const question = el('span', { class: 'slot-confirm-text' });
  const confirm = el('button', { type: 'button', text: t('slot.confirm') });
  const cancel = el('button', { class: 'ghost', type: 'button', text: t('slot.cancel') });
  const dialog = el('div', { class: 'slot-confirm', role: 'alertdialog', 'aria-live': 'assertive', hidden: true }, [
    question,
    confirm,
    cancel,
  ]);
  const close = () => {
    dialog.hidden = true;
  };
  button.addEventListener('click', () => {
    sound.play('buttonClick');
    question.textContent = featurePrice(paytable, bet, scale)?.confirm ?? '';
    dialog.hidden = false;
    confirm.focus({ preventScroll: true });
  });
  cancel.addEventListener('click', close);
  confirm.addEventListener('click', () => {
    close();
    onBuy(true);
  });
  return {
    node: el('span', { class: 'slot-buy-wrap' }, [button, dialog]),
    setBet: (value) => {
      bet = value;
      button.textContent = featurePrice(paytable, bet, scale)?.label ?? '';
      close();
    },
    setDisabled: (off) => {
      button.disabled = off;
      if (off) close();
    },
  };
}
