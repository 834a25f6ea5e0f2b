/**
 * bench:sports's slips: what a bettor can pick on the open events' boards, and random singles and parlays of it.
 */
import type { SportLegInput } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { AppContext } from '../src/app-context.ts';
import { combinedOdds } from '../src/modules/sportsbook/engine/parlay-rules.ts';
import { boardAt } from '../src/modules/sportsbook/event-board.ts';
import type { SportEventRow } from '../src/modules/sportsbook/sportsbook-events.repository.ts';
import { loadBookSettings } from '../src/modules/sportsbook/sportsbook-settings.service.ts';
import { randomInt } from './lottery-bench-members.ts';

/** A share of the slips are parlays, of 2 to 4 legs on different events. */
export const PARLAY_SHARE = 0.2;
const MAX_PARLAY_LEGS = 4;
const MAX_COMBINED_ODDS = 1_000_000_000n;

/** Every selection an event's board offers at an instant (markets taking bets, selections with a price). */
export type Menu = { event: SportEventRow; picks: SportLegInput[] };

export type Slip = { kind: 'SINGLE' | 'PARLAY'; legs: SportLegInput[]; stake: string };

/** The menus of the events at `now`, as the board prices them (events offering nothing are left out). */
export async function menusAt(ctx: AppContext, events: SportEventRow[], now: Date): Promise<Menu[]> {
  const settings = await loadBookSettings(ctx);
  return events
    .map((event) => {
      const { board, isMarketSuspended } = boardAt(event, now, settings, undefined);
      const picks = board.markets
        .filter((market) => !market.suspended && !isMarketSuspended(market.key))
        .flatMap((market) =>
          market.selections
            .filter((selection) => selection.odds !== null)
            .map((selection) => ({
              eventId: event.id,
              marketKey: market.key,
              selectionKey: selection.key,
              oddsMilli: selection.odds!,
            })),
        );
      return { event, picks };
    })
    .filter((menu) => menu.picks.length > 0);
}

const anyPick = (menu: Menu) => menu.picks[randomInt(menu.picks.length)]!;

/**
 * A random slip whose first leg is on `first` (any market of it): a single, or with PARLAY_SHARE a parlay adding
 * 1 to 3 legs on other events of `menus`; stake 1.00 to 5.00.
 */
export function randomSlip(menus: Menu[], first: Menu = menus[randomInt(menus.length)]!): Slip {
  const legs = [anyPick(first)];
  const others = menus.filter((menu) => menu !== first);
  if (others.length > 0 && Math.random() < PARLAY_SHARE) {
    const extra = 1 + randomInt(Math.min(MAX_PARLAY_LEGS - 1, others.length));
    for (let i = 0; i < extra; i += 1) legs.push(anyPick(others.splice(randomInt(others.length), 1)[0]!));
    // Placement refuses combined odds above 1,000,000 (long correct-score parlays): such a slip is shortened.
    while (legs.length > 1 && combinedOdds(legs.map((leg) => leg.oddsMilli)) > MAX_COMBINED_ODDS) legs.pop();
  }
  return { kind: legs.length > 1 ? 'PARLAY' : 'SINGLE', legs, stake: `${1 + randomInt(5)}.00` };
}
