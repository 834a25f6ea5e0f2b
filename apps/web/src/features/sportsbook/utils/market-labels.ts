import {
  HANDICAP_MARKET_TYPES,
  SPORT_MARKET_TYPES,
  TOTAL_MARKET_TYPES,
  type SportMarketType,
} from '@lucky/contracts/sportsbook/market-types';
import type { SportEvent, SportMarket } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { TFunction } from 'i18next';

/** The board's order of market types: the contract's own order. */
export const MARKET_ORDER: readonly SportMarketType[] = SPORT_MARKET_TYPES;

/** Market types whose line is the HOME side's handicap: the away side shows it with the other sign. */
const HANDICAP_TYPES = new Set<SportMarketType>(HANDICAP_MARKET_TYPES);
/** Market types whose line is a total (Over/Under). */
const TOTAL_TYPES = new Set<SportMarketType>(TOTAL_MARKET_TYPES);

/** A handicap as a player reads it: a sign on every non-zero line ("+0.25", "-1.5", "0"). */
export function handicapText(line: number): string {
  if (line === 0) return '0';
  return line > 0 ? `+${line}` : String(line);
}

type Named = Pick<SportEvent, 'participants'>;

/** The words of one pick: a team with its handicap, "Over 2.5", "Draw", a correct score as it is written. */
export function selectionLabel(
  t: TFunction<'sportsbook'>,
  event: Named,
  market: Pick<SportMarket, 'type' | 'line'>,
  selectionKey: string,
): string {
  const [home, away] = event.participants;
  const line = market.line ?? 0;
  if (selectionKey === 'HOME' || selectionKey === 'AWAY') {
    const team = selectionKey === 'HOME' ? home.shortName : away.shortName;
    if (!HANDICAP_TYPES.has(market.type)) return team;
    return `${team} ${handicapText(selectionKey === 'HOME' ? line : -line)}`;
  }
  if (TOTAL_TYPES.has(market.type) && (selectionKey === 'OVER' || selectionKey === 'UNDER'))
    return t(`selection.${selectionKey}`, { line });
  if (selectionKey === 'MERON' || selectionKey === 'WALA')
    return `${t(`selection.${selectionKey}`)} · ${(selectionKey === 'MERON' ? home : away).shortName}`;
  if (/^\d+-\d+$/.test(selectionKey)) return selectionKey;
  return t(`selection.${selectionKey}`, { defaultValue: selectionKey });
}

/** The title of a market: its type's name, with the line of a handicap or total. */
export function marketLabel(t: TFunction<'sportsbook'>, market: Pick<SportMarket, 'type' | 'line'>): string {
  const name = t(`market.${market.type}`);
  if (market.line === null) return name;
  return HANDICAP_TYPES.has(market.type) ? `${name} ${handicapText(market.line)}` : `${name} ${market.line}`;
}

export type MarketGroup = { type: SportMarketType; markets: SportMarket[] };

/** Markets grouped by type in the board's order (the contract's), lines of a type from the lowest up. */
export function groupMarkets(markets: readonly SportMarket[], order: readonly SportMarketType[]): MarketGroup[] {
  return order
    .map((type) => ({
      type,
      markets: markets.filter((market) => market.type === type).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    }))
    .filter((group) => group.markets.length > 0);
}

/** Whether the type is shown as a grid of many selections (correct scores) rather than a row of two or three. */
export const isGridMarket = (type: SportMarketType): boolean => type === 'FT_CS' || type === 'ES_CS';
