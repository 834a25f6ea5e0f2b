import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { fromMinorUnits } from '../utils/minor-units.ts';
import { AmountField } from './amount-field.tsx';
import styles from './actions.module.css';
import {
  isOnlyAllIn,
  presetTarget,
  sizedAction,
  SIZING_PRESETS,
  type ChosenAction,
  type LegalActions,
  type PotState,
} from './bet-sizing.ts';

type ActionBarProps = {
  legal: LegalActions;
  pot: PotState;
  /** The step of the slider and of the − / + buttons: the big blind. */
  step: bigint;
  /** An action was sent and its answer has not come yet: the buttons wait. */
  isWaiting: boolean;
  onAction: (action: ChosenAction) => void;
};

type SizingPanelProps = Pick<ActionBarProps, 'legal' | 'pot' | 'step' | 'isWaiting'> & {
  target: bigint;
  onTarget: (target: bigint) => void;
};

/** The presets and the amount field of a bet or raise. */
function SizingPanel({ legal, pot, step, target, onTarget, isWaiting }: SizingPanelProps) {
  const { t } = useTranslation('pvp');
  const raise = legal.raise!;
  return (
    <div className={styles.sizing}>
      <div className={styles.presets}>
        {SIZING_PRESETS.map((preset) => {
          const value = presetTarget(preset, legal, pot)!;
          return (
            <button
              key={preset}
              type="button"
              className={`${styles.preset} ${value === target ? styles.presetOn : ''}`}
              disabled={isWaiting}
              onClick={() => onTarget(value)}
            >
              {t(`sizing.${preset}`)}
            </button>
          );
        })}
      </div>
      <AmountField
        min={raise.minTo}
        max={raise.maxTo}
        step={step}
        value={target}
        onChange={onTarget}
        disabled={isWaiting}
      />
    </div>
  );
}

/**
 * The Hold'em action bar: fold, check or call with its amount, and bet or raise with a slider, − / +, presets
 * (½ pot, ¾ pot, pot, all-in) and a typed amount, all held between the table's minimum and maximum.
 */
export function ActionBar({ legal, pot, step, isWaiting, onAction }: ActionBarProps) {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  const { scale } = useSiteStatus().currency;
  const raise = legal.raise;
  const [target, setTarget] = useState<bigint>(() => raise?.minTo ?? 0n);
  // New bounds (another player raised) put the amount back inside them.
  const [bounds, setBounds] = useState(raise);
  if (bounds?.minTo !== raise?.minTo || bounds?.maxTo !== raise?.maxTo) {
    setBounds(raise);
    setTarget(raise?.minTo ?? 0n);
  }
  const show = (value: bigint) => money(fromMinorUnits(value, scale));
  const sized = sizedAction(target, legal);
  const isAllIn = sized?.type === 'ALL_IN';
  return (
    <div className={styles.bar} role="group" aria-label={t('action.group')}>
      <div className={styles.mainButtons}>
        {legal.canFold ? (
          <button
            type="button"
            className={`${styles.action} ${styles.fold}`}
            disabled={isWaiting}
            onClick={() => onAction({ type: 'FOLD' })}
          >
            {t('action.fold')}
          </button>
        ) : null}
        {legal.canCheck ? (
          <button
            type="button"
            className={`${styles.action} ${styles.check}`}
            disabled={isWaiting}
            onClick={() => onAction({ type: 'CHECK' })}
          >
            {t('action.check')}
          </button>
        ) : null}
        {legal.callAmount !== null ? (
          <button
            type="button"
            className={`${styles.action} ${styles.check}`}
            disabled={isWaiting}
            onClick={() => onAction({ type: 'CALL' })}
          >
            {t('action.call', { amount: show(legal.callAmount) })}
          </button>
        ) : null}
        {raise && sized ? (
          <button
            type="button"
            className={`${styles.action} ${styles.raise}`}
            disabled={isWaiting}
            onClick={() => onAction(sized)}
          >
            {isAllIn
              ? t('action.allInTo', { amount: show(raise.maxTo) })
              : t(raise.kind === 'BET' ? 'action.betTo' : 'action.raiseTo', { amount: show(target) })}
          </button>
        ) : null}
      </div>
      {raise && !isOnlyAllIn(legal) ? (
        <SizingPanel legal={legal} pot={pot} step={step} target={target} onTarget={setTarget} isWaiting={isWaiting} />
      ) : null}
    </div>
  );
}
