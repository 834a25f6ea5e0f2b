import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddSelections, BetTypeInfo } from '../slip/slip-types.ts';
import { vnOdds } from '../utils/odds.ts';
import { cryptoRandomInt, pad, parseNumberList, type RandomInt } from '../utils/random.ts';
import {
  countVnTickets,
  isVnNumber,
  minVnPicks,
  quickPickVn,
  VN_BET_GROUPS,
  VN_BET_SPECS,
  vnInputMode,
} from '../utils/vn-rules.ts';
import { BetTypeTabs, offeredGroups } from './bet-type-tabs.tsx';
import { NumberGrid, toggleIn } from './number-grid.tsx';
import { OddsNote } from './odds-note.tsx';
import { PickerFooter } from './picker-footer.tsx';
import { StakeFields } from './stake-fields.tsx';
import { useStake } from './use-stake.ts';
import styles from './picker.module.css';

const TWO_DIGITS = Array.from({ length: 100 }, (_, index) => pad(index, 2));
const ONE_DIGIT = Array.from({ length: 10 }, (_, index) => String(index));
/** The engine expands a selection into at most 1,000 tickets. */
const MAX_TICKETS = 1000;

type Props = { betTypes: readonly BetTypeInfo[]; onAdd: AddSelections; isSlipFull: boolean; randomInt?: RandomInt };

/** Vietnamese lottery: lô, đề, đầu/đuôi, xiên and trượt, with the 00–99 grid or typed 3- and 4-digit numbers. */
export function VnPicker({ betTypes, onAdd, isSlipFull, randomInt = cryptoRandomInt }: Props) {
  const { t } = useTranslation('lottery');
  const offered = betTypes.map((info) => info.betType).filter((type) => type in VN_BET_SPECS);
  const groups = offeredGroups(VN_BET_GROUPS, offered);
  const [betType, setBetType] = useState(offered.includes('lo-2') ? 'lo-2' : (offered[0] ?? 'lo-2'));
  const [picks, setPicks] = useState<string[]>([]);
  const [entry, setEntry] = useState('');
  const info = betTypes.find((item) => item.betType === betType);
  const { stake, setStake, problem: stakeProblem } = useStake(info);
  const mode = vnInputMode(betType);
  const parsed = mode === 'entry' ? parseNumberList(entry, isVnNumber(betType)) : null;
  const chosen = parsed ? parsed.valid : picks;
  const tickets = countVnTickets(betType, chosen.length);
  const least = minVnPicks(betType);

  let problem: string | null = null;
  if (parsed && parsed.invalid.length > 0)
    problem = t('picker.badNumbers', { numbers: parsed.invalid.join(', '), digits: VN_BET_SPECS[betType]?.digits });
  else if (chosen.length < least) problem = t('picker.pickAtLeast', { count: least });
  else if (tickets > MAX_TICKETS) problem = t('picker.tooMany', { max: MAX_TICKETS });
  else if (stakeProblem) problem = t(stakeProblem);

  const choose = (type: string) => {
    setBetType(type);
    setPicks([]);
    setEntry('');
  };
  const clear = () => {
    setPicks([]);
    setEntry('');
  };
  const quickPick = () => {
    const numbers = quickPickVn(betType, randomInt);
    if (mode === 'entry') setEntry(numbers.join(' '));
    else setPicks(numbers);
  };
  const add = () => {
    onAdd([{ betType, picks: [[...chosen].sort()], unitStake: stake.unitStake, points: stake.points }]);
    clear();
  };

  return (
    <div className={styles.picker} data-testid="vn-picker">
      <BetTypeTabs groups={groups} active={betType} onChange={choose} prefix="vn" />
      <OddsNote help={t(`vn.help.${betType}`)} lines={vnOdds(info?.odds, betType)} />
      {mode === 'entry' ? (
        <label className={styles.entry}>
          <span>{t('picker.enterNumbers', { digits: VN_BET_SPECS[betType]?.digits })}</span>
          <textarea
            value={entry}
            onChange={(event) => setEntry(event.target.value)}
            rows={3}
            placeholder={t('picker.entryPlaceholder')}
          />
        </label>
      ) : (
        <NumberGrid
          numbers={mode === 'grid10' ? ONE_DIGIT : TWO_DIGITS}
          selected={picks}
          onToggle={(value) => setPicks((list) => toggleIn(list, value))}
          label={t(`vn.type.${betType}`)}
        />
      )}
      <StakeFields
        value={stake}
        onChange={setStake}
        usesPoints
        minStake={info?.minStake}
        maxStake={info?.maxStake}
        unitLabel={t('stake.perPoint')}
      />
      <PickerFooter
        combinations={tickets}
        problem={problem}
        onAdd={add}
        onQuickPick={quickPick}
        onClear={clear}
        isSlipFull={isSlipFull}
      />
    </div>
  );
}
