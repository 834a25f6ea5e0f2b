import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AddSelections, BetTypeInfo } from '../slip/slip-types.ts';
import { MAX_SLIP_SELECTIONS } from '../slip/use-slip.ts';
import { threeDOdds } from '../utils/odds.ts';
import { cryptoRandomInt, parseNumberList, type RandomInt } from '../utils/random.ts';
import { isBoxable, isThreeDNumber, quickPickThreeD, THREE_D_SUMS } from '../utils/three-d-rules.ts';
import { BetTypeTabs, offeredGroups } from './bet-type-tabs.tsx';
import { NumberGrid, toggleIn } from './number-grid.tsx';
import { OddsNote } from './odds-note.tsx';
import { PickerFooter } from './picker-footer.tsx';
import { StakeFields } from './stake-fields.tsx';
import { useStake } from './use-stake.ts';
import styles from './picker.module.css';

const GROUPS = [
  { key: 'STRAIGHT', types: ['STRAIGHT'] },
  { key: 'BOX', types: ['BOX'] },
  { key: 'SUM', types: ['SUM'] },
];
const SUMS = THREE_D_SUMS.map(String);

/** What keeps the picker from adding: bad numbers, nothing picked, too many, or the stake. */
function threeDProblem(
  t: TFunction,
  betType: string,
  invalid: readonly string[],
  count: number,
  stakeProblem: string | null,
): string | null {
  if (betType !== 'SUM' && invalid.length > 0)
    return t(betType === 'BOX' ? 'threeD.badBox' : 'threeD.badNumber', { numbers: invalid.join(', ') });
  if (count === 0) return t(betType === 'SUM' ? 'threeD.pickSum' : 'threeD.enterNumber');
  if (count > MAX_SLIP_SELECTIONS) return t('slip.tooMany', { max: MAX_SLIP_SELECTIONS });
  return stakeProblem ? t(stakeProblem) : null;
}

type Props = { betTypes: readonly BetTypeInfo[]; onAdd: AddSelections; isSlipFull: boolean; randomInt?: RandomInt };

/** 3-digit: straight or box numbers typed in (one selection each), or digit sums 0–27 from a grid. */
export function ThreeDPicker({ betTypes, onAdd, isSlipFull, randomInt = cryptoRandomInt }: Props) {
  const { t } = useTranslation('lottery');
  const groups = offeredGroups(
    GROUPS,
    betTypes.map((info) => info.betType),
  );
  const [betType, setBetType] = useState(groups[0]?.key ?? 'STRAIGHT');
  const [entry, setEntry] = useState('');
  const [sums, setSums] = useState<string[]>([]);
  const info = betTypes.find((item) => item.betType === betType);
  const { stake, setStake, problem: stakeProblem } = useStake(info);
  const parsed = parseNumberList(entry, betType === 'BOX' ? isBoxable : isThreeDNumber);
  const values = betType === 'SUM' ? sums : parsed.valid;

  const problem = threeDProblem(t, betType, parsed.invalid, values.length, stakeProblem);

  const clear = () => {
    setEntry('');
    setSums([]);
  };
  const add = () => {
    onAdd(values.map((value) => ({ betType, picks: [[value]], unitStake: stake.unitStake, points: 1 })));
    clear();
  };
  const quickPick = () => {
    const value = quickPickThreeD(betType, randomInt);
    if (betType === 'SUM') setSums([value]);
    else setEntry(value);
  };

  return (
    <div className={styles.picker} data-testid="three-d-picker">
      <BetTypeTabs
        groups={groups}
        active={betType}
        onChange={(type) => {
          setBetType(type);
          clear();
        }}
        prefix="threeD"
      />
      <OddsNote help={t(`threeD.help.${betType}`)} lines={threeDOdds(info?.odds, betType)} />
      {betType === 'SUM' ? (
        <NumberGrid
          numbers={SUMS}
          selected={sums}
          onToggle={(value) => setSums((list) => toggleIn(list, value).sort((a, b) => Number(a) - Number(b)))}
          columns={14}
          label={t('threeD.type.SUM')}
        />
      ) : (
        <label className={styles.entry}>
          <span>{t('picker.enterNumbers', { digits: 3 })}</span>
          <textarea
            value={entry}
            onChange={(event) => setEntry(event.target.value)}
            rows={3}
            placeholder="047 123 589"
          />
        </label>
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
        combinations={values.length}
        problem={problem}
        onAdd={add}
        onQuickPick={quickPick}
        onClear={clear}
        isSlipFull={isSlipFull}
      />
    </div>
  );
}
