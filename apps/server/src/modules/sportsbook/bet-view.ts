import type { SportBet } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { Db, Tx } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import type { EventResult } from './engine/event-state.ts';
import { parseMarketKey } from './engine/market-types.ts';
import type { Sport } from './engine/sport-models.ts';
import { isRevealed, phaseAt } from './event-board.ts';
import { findLegsOfBets, type SportBetRow, type SportLegRow } from './sportsbook-bets.repository.ts';
import { findEventsByIds, type SportEventRow } from './sportsbook-events.repository.ts';
import { participantsOf, resultView } from './sportsbook-view.ts';

function finalScore(result: EventResult): { home: number; away: number } {
  const view = resultView(result);
  if ('home' in view) return { home: view.home, away: view.away };
  if ('maps' in view) {
    const home = view.maps.filter((side) => side === 'HOME').length;
    return { home, away: view.maps.length - home };
  }
  return { home: view.winner === 'MERON' ? 1 : 0, away: view.winner === 'WALA' ? 1 : 0 };
}

/** Bets as the member sees them, with their legs and each leg's event (names, status, final score once revealed). */
export async function betViews(db: Db | Tx, bets: SportBetRow[], scale: number, now: Date): Promise<SportBet[]> {
  const legs = await findLegsOfBets(
    db,
    bets.map((bet) => bet.id),
  );
  const events = new Map(
    (await findEventsByIds(db, [...new Set(legs.map((leg) => leg.eventId))])).map((e) => [e.id, e]),
  );
  return bets.map((bet) =>
    betViewOf(
      bet,
      legs.filter((leg) => leg.betId === bet.id),
      events,
      scale,
      now,
    ),
  );
}

/** One bet's view from rows in hand (placement builds it from what it just wrote, without reading it back). */
export function betViewOf(
  bet: SportBetRow,
  legs: SportLegRow[],
  events: ReadonlyMap<string, SportEventRow>,
  scale: number,
  now: Date,
): SportBet {
  return {
    betId: bet.id,
    kind: bet.kind,
    stake: formatMoney(bet.stake, scale),
    oddsMilli: bet.oddsMilli,
    potentialPayout: formatMoney(bet.potentialPayout, scale),
    payout: formatMoney(bet.payout, scale),
    status: bet.status,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: legs.map((leg) => {
      const event = events.get(leg.eventId)!;
      const revealed = isRevealed(event, now) && event.result !== null;
      return {
        legNo: leg.legNo,
        eventId: leg.eventId,
        sport: event.sport as Sport,
        competitionCode: event.competitionCode,
        participants: participantsOf(event),
        startsAt: event.startsAt.toISOString(),
        eventStatus: phaseAt(event, now),
        marketKey: leg.marketKey,
        marketType: parseMarketKey(leg.marketKey)!.type,
        line: leg.line,
        selectionKey: leg.selectionKey,
        oddsMilli: leg.oddsMilli,
        placedInPlay: leg.inPlay,
        outcome: leg.outcome,
        finalScore: revealed ? finalScore(event.result as EventResult) : null,
      };
    }),
  };
}
