import { countSumWays } from './three-d-rules.ts';

/**
 * The odds a bet type pays, read from the game detail's flattened table (`path.to.entry` → thousandths of a unit:
 * 99500 = "1 : 99.5"). Each family keys its table its own way; a line's `label` is a translation key of the
 * lottery namespace (with `values`), or null for a bet type with one price.
 */
export type OddsLine = { label: string | null; values?: Record<string, string | number>; text: string };
type Odds = Record<string, string | number> | undefined;

export function formatThousandths(value: string | number): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  return (number / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 });
}

const valueOf = (odds: Odds, key: string): number => Number(odds?.[key] ?? 0);
const line = (label: string | null, value: number, values?: Record<string, string | number>): OddsLine[] =>
  value > 0 ? [{ label, values, text: formatThousandths(value) }] : [];

export function vnOdds(odds: Odds, betType: string): OddsLine[] {
  return line(null, valueOf(odds, betType));
}

/** A pick pays by hits for its number of spots; a side bet has one price. */
export function kenoOdds(odds: Odds, betType: string, spots: number): OddsLine[] {
  if (betType !== 'PICK') return line(null, valueOf(odds, `side.${betType}`));
  return Array.from({ length: spots + 1 }, (_, hits) => spots - hits).flatMap((hits) =>
    line('odds.hits', valueOf(odds, `pick.${spots}.${hits}`), { count: hits }),
  );
}

const FIVE_D_KEYS: Record<string, string> = {
  POSITION_DIGIT: 'positionDigit',
  POSITION_BIG: 'positionSide',
  POSITION_SMALL: 'positionSide',
  POSITION_ODD: 'positionSide',
  POSITION_EVEN: 'positionSide',
  SUM_BIG: 'sumSide',
  SUM_SMALL: 'sumSide',
  SUM_ODD: 'sumSide',
  SUM_EVEN: 'sumSide',
  GROUP_2: 'group2',
  GROUP_3: 'group3',
  GROUP_6: 'group6',
};

export function fiveDOdds(odds: Odds, betType: string, segment: string | undefined): OddsLine[] {
  const key = betType === 'STRAIGHT' ? (segment?.endsWith('_2') ? 'straight2' : 'straight3') : FIVE_D_KEYS[betType];
  return key ? line(null, valueOf(odds, key)) : [];
}

/** A box pays by how many orders it covers; a sum by how rare it is (sumBase ÷ ways, rounded down). */
export function threeDOdds(odds: Odds, betType: string): OddsLine[] {
  if (betType === 'STRAIGHT') return line(null, valueOf(odds, 'straight'));
  if (betType === 'BOX')
    return [...line('odds.way6', valueOf(odds, 'box6Way')), ...line('odds.way3', valueOf(odds, 'box3Way'))];
  const base = valueOf(odds, 'sumBase');
  return [
    ...line('odds.sums', Math.floor(base / countSumWays(0)), { sums: '0, 27' }),
    ...line('odds.sums', Math.floor(base / countSumWays(7)), { sums: '7, 20' }),
    ...line('odds.sums', Math.floor(base / countSumWays(13)), { sums: '13, 14' }),
  ];
}

const TIERS = [
  ['FIRST', 'prize.first'],
  ['SECOND', 'prize.second'],
  ['THIRD', 'prize.third'],
  ['STARTER', 'prize.starter'],
  ['CONSOLATION', 'prize.consolation'],
] as const;

export function fourDOdds(odds: Odds, size: string): OddsLine[] {
  return TIERS.flatMap(([tier, label]) => line(label, valueOf(odds, `${size}.${tier}`)));
}
