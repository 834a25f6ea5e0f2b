import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetTypeInfo, SlipSelection } from '../slip/slip-types.ts';
import {
  countFiveDCombinations,
  FIVE_D_BET_SPECS,
  FIVE_D_SEGMENTS,
  FIVE_D_TABS,
  isFiveDComplete,
  quickPickFiveD,
} from '../utils/five-d-rules.ts';
import type { RandomInt } from '../utils/random.ts';
import { offeredGroups } from './bet-type-tabs.tsx';
import { useStake } from './use-stake.ts';

export const POSITIONS = [0, 1, 2, 3, 4];
export const POSITION_SIDES = ['POSITION_BIG', 'POSITION_SMALL', 'POSITION_ODD', 'POSITION_EVEN'];
export const SUM_SIDES = ['SUM_BIG', 'SUM_SMALL', 'SUM_ODD', 'SUM_EVEN'];
const emptyRows = (): string[][] => POSITIONS.map(() => []);

/** The tabs the game offers: its bet types, and a tab per side-bet family when any of it is offered. */
function offeredTabs(offered: readonly string[]) {
  return offeredGroups(
    FIVE_D_TABS.map((tab) => ({ key: tab.key, types: [tab.key] })),
    [
      ...offered,
      ...(offered.some((type) => POSITION_SIDES.includes(type)) ? ['POSITION_SIDE'] : []),
      ...(offered.some((type) => SUM_SIDES.includes(type)) ? ['SUM_SIDE'] : []),
    ],
  );
}

/** The bet type whose odds and stake limits the tab shows: a side tab shows its first chosen side. */
function infoTypeOf(tab: string, sides: readonly string[]): string {
  if (tab === 'POSITION_SIDE') return sides[0]?.split(':')[1] ?? 'POSITION_BIG';
  if (tab === 'SUM_SIDE') return sides[0] ?? 'SUM_BIG';
  return tab;
}

/** Something picked, and every group bet with enough digits for its segment. */
function isComplete(selections: readonly SlipSelection[]): boolean {
  return (
    selections.length > 0 &&
    selections.every(
      (selection) =>
        FIVE_D_BET_SPECS[selection.betType]?.groups === 'none' ||
        isFiveDComplete(selection.betType, selection.segment, selection.picks),
    )
  );
}

/**
 * The 5D picker's state: the tab (bet type or side-bet family), a digit row per position, the segment and the side
 * bets chosen; what they make on the slip, its combinations, what keeps it from being added, and a quick pick.
 */
export function useFiveDPicker(betTypes: readonly BetTypeInfo[], randomInt: RandomInt) {
  const { t } = useTranslation('lottery');
  const offered = betTypes.map((info) => info.betType);
  const tabs = offeredTabs(offered);
  const [tab, setTab] = useState(tabs[0]?.key ?? 'POSITION_DIGIT');
  const [rows, setRows] = useState<string[][]>(emptyRows);
  const [segment, setSegment] = useState<string>('FRONT_3');
  const [sides, setSides] = useState<string[]>([]);
  const spec = FIVE_D_BET_SPECS[tab];
  const segments = spec?.segments ?? [];
  const activeSegment = segments.includes(segment) ? segment : segments[0];
  const infoType = infoTypeOf(tab, sides);
  const info = betTypes.find((item) => item.betType === infoType);
  const { stake, setStake, problem: stakeProblem } = useStake(info);

  const selections = buildSelections({ tab, rows, segment: activeSegment, sides, unitStake: stake.unitStake });
  const combinations = selections.reduce(
    (total, selection) => total + countFiveDCombinations(selection.betType, selection.picks),
    0,
  );
  const isReady = isComplete(selections);
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

  const chooseSegment = (item: string) => {
    setSegment(item);
    setRows(emptyRows());
  };
  return {
    offered,
    tabs,
    tab,
    rows,
    setRows,
    sides,
    setSides,
    spec,
    segments,
    activeSegment,
    chooseSegment,
    segmentPositions,
    infoType,
    info,
    stake,
    setStake,
    selections,
    combinations,
    problem,
    clear,
    choose,
    quickPick,
  };
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
