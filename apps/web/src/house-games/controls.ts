// Parts every game page shares: the wallet bar (balance, mode), the bet stepper, and the message to the site.
import { byId, el } from './dom.ts';
import { formatAmount, formatMinorAmount } from './i18n/format.ts';
import { t } from './i18n/translate.ts';
import { sound } from './sound/sound.ts';

export function setBalance(balance: string | null | undefined, currency?: string): void {
  if (balance !== null && balance !== undefined)
    byId('balance').textContent = `${formatAmount(balance)}${currency ? ` ${currency}` : ''}`;
}

export function setMode(isFreePlay: boolean): void {
  const mode = byId('mode');
  mode.textContent = t(isFreePlay ? 'mode.free' : 'mode.real');
  mode.title = t(isFreePlay ? 'mode.freeTitle' : 'mode.realTitle');
  mode.classList.toggle('free', Boolean(isFreePlay));
}

/** Tells the site around the iframe to refresh its header balance. */
export function notifyBalance(): void {
  if (window.parent && window.parent !== window)
    window.parent.postMessage({ type: 'house:balance' }, window.location.origin);
}

export type Stepper = { node: HTMLElement; value: () => number; setDisabled: (off: boolean) => void };

/** A − value + stepper over a list of allowed values (minor units); calls onChange with the chosen value. */
export function stepper(
  label: string,
  values: number[],
  start: number,
  scale: number,
  onChange: (value: number) => void,
): Stepper {
  let index = Math.max(0, values.indexOf(start));
  const output = el('output', { 'aria-live': 'polite' });
  const minus = el('button', { type: 'button', 'aria-label': t('stepper.lower', { label }), text: '−' });
  const plus = el('button', { type: 'button', 'aria-label': t('stepper.raise', { label }), text: '+' });
  const show = () => {
    output.textContent = formatMinorAmount(values[index], scale);
    minus.disabled = index === 0;
    plus.disabled = index === values.length - 1;
    onChange(values[index]);
  };
  minus.addEventListener('click', () => {
    sound.play('buttonClick');
    index = Math.max(0, index - 1);
    show();
  });
  plus.addEventListener('click', () => {
    sound.play('buttonClick');
    index = Math.min(values.length - 1, index + 1);
    show();
  });
  const node = el('div', { class: 'stepper' }, [el('span', { class: 'cap', text: label }), minus, output, plus]);
  show();
  return {
    node,
    value: () => values[index],
    setDisabled: (off) => {
      minus.disabled = off || index === 0;
      plus.disabled = off || index === values.length - 1;
    },
  };
}
