import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddSelections, BetTypeInfo, SlipSelection } from '../slip/slip-types.ts';
import {
  countFiveDCombinations,
  FIVE_D_BET_SPECS,
  FIVE_D_SEGMENTS,
  FIVE_D_TABS,
  isFiveDComplete,
  quickPickFiveD,
} from '../utils/five-d-rules.ts';
import { fiveDOdds } from '../utils/odds.ts';
import { cryptoRandomInt, type RandomInt } from '../utils/random.ts';
import { BetTypeTabs, offeredGroups } from './bet-type-tabs.tsx';
import { DigitRow } from './digit-row.tsx';
import { toggleIn } from './number-grid.tsx';
import { OddsNote } from './odds-note.tsx';
import { PickerFooter } from './picker-footer.tsx';
import { StakeFields } from './stake-fields.tsx';
import { useStake } from './use-stake.ts';
import styles from './picker.module.css';

const POSITIONS = [0, 1, 2, 3, 4];
const POSITION_SIDES = ['POSITION_BIG', 'POSITION_SMALL', 'POSITION_ODD', 'POSITION_EVEN'];
const SUM_SIDES = ['SUM_BIG', 'SUM_SMALL', 'SUM_ODD', 'SUM_EVEN'];
const emptyRows = (): string[][] => POSITIONS.map(() => []);

type Props = { betTypes: readonly BetTypeInfo[]; onAdd: AddSelections; isSlipFull: boolean; randomInt?: RandomInt };

/**
 * 5-digit: a digit row per position (one selection per filled row), big/small/odd/even per position or on the sum,
 * straights on a segment (a row per position of it) and the group bets on a segment's digits.
 */
export function FiveDPicker({ betTypes, onAdd, isSlipFull, randomInt = cryptoRandomInt }: Props) {
  const { t } = useTranslation('lottery');
  const offered = betTypes.map((info) => info.betType);
  const tabs = offeredGroups(
    FIVE_D_TABS.map((tab) => ({ key: tab.key, types: [tab.key] })),
    [
      ...offered,
      ...(offered.some((type) => POSITION_SIDES.includes(type)) ? ['POSITION_SIDE'] : []),
      ...(offered.some((type) => SUM_SIDES.includes(type)) ? ['SUM_SIDE'] : []),
    ],
  );
  const [tab, setTab] = useState(tabs[0]?.key ?? 'POSITION_DIGIT');
  const [rows, setRows] = useState<string[][]>(emptyRows);
  const [segment, setSegment] = useState<string>('FRONT_3');
  const [sides, setSides] = useState<string[]>([]);
  const spec = FIVE_D_BET_SPECS[tab];
  const segments = spec?.segments ?? [];
  const activeSegment = segments.includes(segment) ? segment : segments[0];
  const infoType =
    tab === 'POSITION_SIDE'
      ? (sides[0]?.split(':')[1] ?? 'POSITION_BIG')
      : tab === 'SUM_SIDE'
        ? (sides[0] ?? 'SUM_BIG')
        : tab;
  const info = betTypes.find((item) => item.betType === infoType);
  const { stake, setStake, problem: stakeProblem } = useStake(info);

  const selections = buildSelections({ tab, rows, segment: activeSegment, sides, unitStake: stake.unitStake });
  const combinations = selections.reduce(
    (total, selection) => total + countFiveDCombinations(selection.betType, selection.picks),
    0,
  );
  const isReady =
    selections.length > 0 &&
    selections.every(
      (selection) =>
        FIVE_D_BET_SPECS[selection.betType]?.groups === 'none' ||
        isFiveDComplete(selection.betType, selection.segment, selection.picks),
    );
  const problem = !isReady
    ? t(`fiveD.need.${tab}`, { count: spec?.minDigits ?? 1 })
    : stakeProblem
      ? t(stakeProblem)
      : null;

  const clear = () => {
    setRows(emptyRows());
    setSides([]);
  };
  const choose = (type: string) => {
    setTab(type);
    clear();
  };
  const quickPick = () => {
    if (tab === 'POSITION_DIGIT') {
      const next = emptyRows();
      next[randomInt(5)] = quickPickFiveD('POSITION_DIGIT', undefined, randomInt)[0]!;
      setRows(next);
    } else if (spec && spec.groups !== 'none') {
      const picks = quickPickFiveD(tab, activeSegment, randomInt);
      setRows([...picks, ...emptyRows()].slice(0, 5));
    }
  };
  const segmentPositions = FIVE_D_SEGMENTS[activeSegment ?? ''] ?? [];

  return (
    <div className={styles.picker} data-testid="five-d-picker">
      <BetTypeTabs groups={tabs} active={tab} onChange={choose} prefix="fiveD" />
      <OddsNote help={t(`fiveD.help.${tab}`)} lines={fiveDOdds(info?.odds, infoType, activeSegment)} />
      {segments.length > 0 ? (
        <div className={styles.typeRow} role="radiogroup" aria-label={t('fiveD.segmentLabel')}>
          {segments.map((item) => (
            <button
              key={item}
              type="button"
              role="radio"
              aria-checked={item === activeSegment}
              className={`${styles.pill} ${item === activeSegment ? styles.pillOn : ''}`}
              onClick={() => {
                setSegment(item);
                setRows(emptyRows());
              }}
            >
              {t(`fiveD.segment.${item}`)}
            </button>
          ))}
        </div>
      ) : null}
      {tab === 'POSITION_DIGIT'
        ? POSITIONS.map((position) => (
            <DigitRow
              key={position}
              label={t(`fiveD.position.${position}`)}
              selected={rows[position]!}
              onChange={(digits) => setRows((list) => list.map((row, index) => (index === position ? digits : row)))}
            />
          ))
        : null}
      {tab === 'STRAIGHT'
        ? segmentPositions.map((position, index) => (
            <DigitRow
              key={position}
              label={t(`fiveD.position.${position}`)}
              selected={rows[index]!}
              onChange={(digits) => setRows((list) => list.map((row, at) => (at === index ? digits : row)))}
            />
          ))
        : null}
      {spec?.groups === 'one' && tab !== 'POSITION_DIGIT' ? (
        <DigitRow
          label={t('fiveD.digits')}
          selected={rows[0]!}
          onChange={(digits) => setRows((list) => [digits, ...list.slice(1)])}
        />
      ) : null}
      {tab === 'POSITION_SIDE'
        ? POSITIONS.map((position) => (
            <SideRow
              key={position}
              label={t(`fiveD.position.${position}`)}
              types={POSITION_SIDES.filter((type) => offered.includes(type))}
              chosen={sides}
              prefix={`${position}:`}
              onToggle={(key) => setSides((list) => toggleIn(list, key))}
            />
          ))
        : null}
      {tab === 'SUM_SIDE' ? (
        <SideRow
          label={t('fiveD.sum')}
          types={SUM_SIDES.filter((type) => offered.includes(type))}
          chosen={sides}
          prefix=""
          onToggle={(key) => setSides((list) => toggleIn(list, key))}
        />
      ) : null}
      <StakeFields
        value={stake}
        onChange={setStake}
        usesPoints={false}
        minStake={info?.minStake}
        maxStake={info?.maxStake}
        unitLabel={t('stake.perCombination')}
      />
      <PickerFooter
        combinations={combinations}
        problem={problem}
        onAdd={() => {
          onAdd(selections);
          clear();
        }}
        onQuickPick={spec && spec.groups !== 'none' ? quickPick : undefined}
        onClear={clear}
        isSlipFull={isSlipFull}
      />
    </div>
  );
}

function SideRow({
  label,
  types,
  chosen,
  prefix,
  onToggle,
}: {
  label: string;
  types: readonly string[];
  chosen: readonly string[];
  prefix: string;
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.digitRow} role="group" aria-label={label}>
      <span className={styles.digitLabel}>{label}</span>
      <div className={styles.digits}>
        {types.map((type) => {
          const key = `${prefix}${type}`;
          const isOn = chosen.includes(key);
          return (
            <button
              key={type}
              type="button"
              className={`${styles.sideChip} ${isOn ? styles.cellOn : ''}`}
              aria-pressed={isOn}
              onClick={() => onToggle(key)}
            >
              {t(`fiveD.side.${type.replace(/^(POSITION|SUM)_/, '')}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

type BuildInput = { tab: string; rows: string[][]; segment: string | undefined; sides: string[]; unitStake: string };

/** The selections the picker's state stands for, in the wire shape of adapters/five-digit-engine.ts. */
export function buildSelections({ tab, rows, segment, sides, unitStake }: BuildInput): SlipSelection[] {
  const base = { unitStake, points: 1 };
  switch (tab) {
    case 'POSITION_DIGIT':
      return rows.flatMap((digits, position) =>
        digits.length > 0 ? [{ betType: 'POSITION_DIGIT', position, picks: [digits], ...base }] : [],
      );
    case 'POSITION_SIDE':
      return sides.map((key) => {
        const [position, betType] = key.split(':');
        return { betType: betType!, position: Number(position), picks: [], ...base };
      });
    case 'SUM_SIDE':
      return sides.map((betType) => ({ betType, picks: [], ...base }));
    case 'STRAIGHT': {
      const size = FIVE_D_SEGMENTS[segment ?? '']?.length ?? 0;
      const groups = rows.slice(0, size);
      return groups.some((group) => group.length > 0) ? [{ betType: 'STRAIGHT', segment, picks: groups, ...base }] : [];
    }
    default:
      return (rows[0] ?? []).length > 0 ? [{ betType: tab, segment, picks: [rows[0]!], ...base }] : [];
  }
}
