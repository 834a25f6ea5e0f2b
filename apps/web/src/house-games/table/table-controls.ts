// The table's controls: the phase timer (a ring that empties as the phase runs out), the chip tray, the total and
// the buttons (Undo, Clear, Rebet, Double, Confirm).
import { formatMinorAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { el, svg } from '../dom.ts';
import { sound } from '../sound/sound.ts';
import { chipLabel } from './table-chips.ts';
import type { Countdown } from './table-timer.ts';

const RING = 2 * Math.PI * 20;

export type TableControls = {
  root: HTMLElement;
  chip: () => bigint;
  showTimer: (countdown: Countdown) => void;
  showTotals: (pending: bigint, confirmed: bigint, scale: number, currency: string) => void;
  setEnabled: (state: { betting: boolean; hasPending: boolean; canRebet: boolean; canDouble: boolean }) => void;
};

export type ControlActions = Record<'undo' | 'clear' | 'rebet' | 'double' | 'confirm', () => void>;

function timer() {
  const arc = svg('circle', {
    cx: 24,
    cy: 24,
    r: 20,
    class: 'table-ring-arc',
    'stroke-dasharray': RING,
    transform: 'rotate(-90 24 24)',
  });
  const seconds = svg('text', { x: 24, y: 30, 'text-anchor': 'middle', class: 'table-ring-text' });
  const phase = el('strong', { class: 'table-phase' });
  const root = el('div', { class: 'table-timer', role: 'timer', 'aria-live': 'off' }, [
    svg('svg', { viewBox: '0 0 48 48', width: 48, height: 48 }, [
      svg('circle', { cx: 24, cy: 24, r: 20, class: 'table-ring-track' }),
      arc,
      seconds,
    ]),
    phase,
  ]);
  return {
    root,
    show(countdown: Countdown) {
      arc.setAttribute('stroke-dashoffset', String(RING * (1 - countdown.fraction)));
      seconds.textContent = countdown.phase === 'SHUFFLING' ? '…' : String(countdown.seconds);
      phase.textContent = t(`table.phase.${countdown.phase}`);
      root.dataset.phase = countdown.phase;
      root.classList.toggle('hurry', countdown.phase === 'BETTING' && countdown.remainingMs < 5000);
    },
  };
}

function chipTray(values: bigint[], scale: number) {
  let chosen = values[0]!;
  const tray = el(
    'div',
    { class: 'table-chips', role: 'radiogroup', 'aria-label': t('table.chipValue') },
    values.map((value, index) =>
      el('button', {
        type: 'button',
        class: `table-chip c${index}${index === 0 ? ' selected' : ''}`,
        role: 'radio',
        'aria-checked': String(index === 0),
        'aria-label': t('table.chip', { amount: formatMinorAmount(value, scale) }),
        text: chipLabel(value, scale),
        onclick: (event: Event) => {
          sound.play('buttonClick');
          chosen = value;
          tray.querySelectorAll('.table-chip').forEach((node) => {
            node.classList.toggle('selected', node === event.currentTarget);
            node.setAttribute('aria-checked', String(node === event.currentTarget));
          });
        },
      }),
    ),
  );
  return { tray, chosen: () => chosen };
}

export function tableControls(values: bigint[], scale: number, actions: ControlActions): TableControls {
  const clock = timer();
  const chips = chipTray(values, scale);
  const total = el('div', { class: 'table-total' });
  const button = (name: keyof ControlActions, text: string, cls = 'ghost') =>
    el('button', { type: 'button', class: cls, text, onclick: () => actions[name]() });
  const buttons = {
    undo: button('undo', t('table.undo')),
    clear: button('clear', t('table.clear')),
    rebet: button('rebet', t('table.rebet')),
    double: button('double', t('table.double')),
    confirm: button('confirm', t('table.confirm'), 'big table-confirm'),
  };
  const root = el('div', { class: 'table-controls' }, [
    clock.root,
    chips.tray,
    el('div', { class: 'table-actions' }, [buttons.undo, buttons.clear, buttons.rebet, buttons.double]),
    total,
    buttons.confirm,
  ]);
  return {
    root,
    chip: chips.chosen,
    showTimer: clock.show,
    showTotals(pending, confirmed, scaleOf, currency) {
      total.replaceChildren(
        el('span', { text: t('table.onTable', { amount: formatMinorAmount(confirmed, scaleOf), currency }) }),
        el('span', {
          class: pending > 0n ? 'pending' : '',
          text: t('table.toConfirm', { amount: formatMinorAmount(pending, scaleOf) }),
        }),
      );
    },
    setEnabled({ betting, hasPending, canRebet, canDouble }) {
      buttons.undo.disabled = !betting || !hasPending;
      buttons.clear.disabled = !betting || !hasPending;
      buttons.rebet.disabled = !betting || !canRebet;
      buttons.double.disabled = !betting || !canDouble;
      buttons.confirm.disabled = !betting || !hasPending;
      chips.tray.classList.toggle('closed', !betting);
    },
  };
}
