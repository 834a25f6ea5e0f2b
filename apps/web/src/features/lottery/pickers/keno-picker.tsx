import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddSelections, BetTypeInfo } from '../slip/slip-types.ts';
import { KENO_MAX_SPOTS, KENO_SIDE_BETS, kenoNumbers, quickPickKeno } from '../utils/keno-rules.ts';
import { kenoOdds } from '../utils/odds.ts';
import { cryptoRandomInt, type RandomInt } from '../utils/random.ts';
import { BetTypeTabs } from './bet-type-tabs.tsx';
import { NumberGrid, toggleIn } from './number-grid.tsx';
import { OddsNote } from './odds-note.tsx';
import { PickerFooter } from './picker-footer.tsx';
import { StakeFields } from './stake-fields.tsx';
import { useStake } from './use-stake.ts';
import styles from './picker.module.css';

const NUMBERS = kenoNumbers();
const SPOTS = Array.from({ length: KENO_MAX_SPOTS }, (_, index) => index + 1);

type Props = { betTypes: readonly BetTypeInfo[]; onAdd: AddSelections; isSlipFull: boolean; randomInt?: RandomInt };

/** Keno: pick 1–10 of 1–80, or the side bets on the sum, the halves and odd/even. */
export function KenoPicker({ betTypes, onAdd, isSlipFull, randomInt = cryptoRandomInt }: Props) {
  const { t } = useTranslation('lottery');
  const offered = new Set(betTypes.map((info) => info.betType));
  const sides = KENO_SIDE_BETS.filter((type) => offered.has(type));
  const groups = [
    ...(offered.has('PICK') ? [{ key: 'PICK', types: ['PICK'] }] : []),
    ...(sides.length > 0 ? [{ key: 'SIDE', types: [sides[0]!] }] : []),
  ];
  const [tab, setTab] = useState<'PICK' | 'SIDE'>(offered.has('PICK') ? 'PICK' : 'SIDE');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [chosenSides, setChosenSides] = useState<string[]>([]);
  const [spots, setSpots] = useState(5);
  const info = betTypes.find((item) => item.betType === (tab === 'PICK' ? 'PICK' : (chosenSides[0] ?? sides[0])));
  const { stake, setStake, problem: stakeProblem } = useStake(info);

  const combinations = tab === 'PICK' ? (numbers.length > 0 ? 1 : 0) : chosenSides.length;
  const emptyProblem = tab === 'PICK' ? t('keno.pickSpots', { max: KENO_MAX_SPOTS }) : t('keno.pickSide');
  const problem = combinations === 0 ? emptyProblem : stakeProblem ? t(stakeProblem) : null;

  const clear = () => {
    setNumbers([]);
    setChosenSides([]);
  };
  const add = () => {
    const base = { unitStake: stake.unitStake, points: 1 };
    onAdd(
      tab === 'PICK'
        ? [{ betType: 'PICK', picks: [numbers], ...base }]
        : chosenSides.map((betType) => ({ betType, picks: [], ...base })),
    );
    clear();
  };

  return (
    <div className={styles.picker} data-testid="keno-picker">
      <BetTypeTabs
        groups={groups}
        active={tab === 'PICK' ? 'PICK' : (sides[0] ?? '')}
        onChange={(type) => setTab(type === 'PICK' ? 'PICK' : 'SIDE')}
        prefix="keno"
      />
      {tab === 'PICK' ? (
        <>
          <OddsNote
            help={t('keno.help.PICK', { count: numbers.length || spots })}
            lines={kenoOdds(betTypes.find((item) => item.betType === 'PICK')?.odds, 'PICK', numbers.length || spots)}
          />
          <NumberGrid
            numbers={NUMBERS}
            selected={numbers}
            onToggle={(value) => setNumbers((list) => toggleIn(list, value))}
            isFull={numbers.length >= KENO_MAX_SPOTS}
            label={t('keno.type.PICK')}
          />
          <SpotsLine picked={numbers.length} spots={spots} onSpots={setSpots} />
        </>
      ) : (
        <SideBets
          sides={sides}
          betTypes={betTypes}
          chosen={chosenSides}
          onToggle={(type) => setChosenSides((list) => toggleIn(list, type))}
        />
      )}
      <StakeFields
        value={stake}
        onChange={setStake}
        usesPoints={false}
        minStake={info?.minStake}
        maxStake={info?.maxStake}
        unitLabel={t('stake.perBet')}
      />
      <PickerFooter
        combinations={combinations}
        problem={problem}
        onAdd={add}
        onQuickPick={tab === 'PICK' ? () => setNumbers(quickPickKeno(spots, randomInt)) : undefined}
        onClear={clear}
        isSlipFull={isSlipFull}
      />
    </div>
  );
}

/** How many numbers are picked, and how many a quick pick draws. */
function SpotsLine({ picked, spots, onSpots }: { picked: number; spots: number; onSpots: (spots: number) => void }) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.inline}>
      <span>{t('keno.spotsPicked', { count: picked, max: KENO_MAX_SPOTS })}</span>
      <label className={styles.inlineField}>
        {t('keno.quickSpots')}
        <select value={spots} onChange={(event) => onSpots(Number(event.target.value))}>
          {SPOTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

type SideBetsProps = {
  sides: readonly string[];
  betTypes: readonly BetTypeInfo[];
  chosen: readonly string[];
  onToggle: (type: string) => void;
};

/** The side bets offered (sum, halves, odd/even), each on or off with its price. */
function SideBets({ sides, betTypes, chosen, onToggle }: SideBetsProps) {
  const { t } = useTranslation('lottery');
  return (
    <>
      <OddsNote help={t('keno.help.SIDE')} lines={[]} />
      <div className={styles.sideGrid} role="group" aria-label={t('keno.group.SIDE')}>
        {sides.map((type) => {
          const isOn = chosen.includes(type);
          const price = kenoOdds(betTypes.find((item) => item.betType === type)?.odds, type, 0)[0]?.text;
          return (
            <button
              key={type}
              type="button"
              className={`${styles.sideButton} ${isOn ? styles.cellOn : ''}`}
              aria-pressed={isOn}
              onClick={() => onToggle(type)}
            >
              <strong>{t(`keno.type.${type}`)}</strong>
              <small>{t(`keno.sideHelp.${type}`)}</small>
              {price ? <small className={styles.sideOdds}>1 : {price}</small> : null}
            </button>
          );
        })}
      </div>
    </>
  );
}
