import type { PvpHand, PvpSeat } from '@lucky/contracts/pvp/pvp-schemas';
import type { Card } from './engine/cards.ts';
import { evaluateNiuHand, type NiuHand, type NiuMultipliers } from './engine/niuniu-hands.ts';
import type { NiuNiuConfig, NiuNiuSeat } from './engine/niuniu-round.ts';
import type { HandClock, TablePlayer } from './holdem-table-view.ts';
import { codesOf, moneyOf } from './pvp-views.ts';

/**
 * A Niu-Niu hand while it runs. The engine plays a hand in one call (niuniu-round.ts), so the table keeps the deal
 * and who has shown; the engine settles it once every player has shown or the time is up.
 */
export type NiuNiuLiveState = {
  handId: string;
  bankerSeat: number;
  config: NiuNiuConfig;
  /** What each player other than the banker stakes, in minor units (the table's ante). */
  stake: number;
  /** In deal order: left of the banker first, the banker last; the banker's stake is 0. */
  players: NiuNiuSeat[];
  /** Each seat's five cards (dealNiuNiu): only its own member ever sees them before the end. */
  cards: ReadonlyMap<number, Card[]>;
  shown: Set<number>;
  timedOut: Set<number>;
  deck: Card[];
};

/** The engine's reading of five cards in the contracts' shape. */
export function niuReadOf(hand: NiuHand, multipliers: NiuMultipliers) {
  return {
    category: hand.category,
    bullCards: codesOf(hand.bullCards ?? []),
    multiplier: multipliers[hand.category],
  };
}

function emptySeat(seatNo: number, scale: number): PvpSeat {
  return {
    seatNo,
    state: 'EMPTY',
    nickname: null,
    avatar: null,
    chips: moneyOf(0, scale),
    betThisStreet: moneyOf(0, scale),
    isBot: false,
    isViewer: false,
    cardCount: 0,
    cards: null,
    timeBankSeconds: 0,
  };
}

/**
 * Every seat as one viewer sees it during a Niu-Niu hand: a player's five cards go to its own seat only (hidden
 * information: the others see five backs until the showdown). Chips stay as they were until the hand settles; the
 * stake shows in front of each player.
 */
export function niuniuSeatsFor(input: {
  seatCount: number;
  players: ReadonlyMap<number, TablePlayer>;
  hand: NiuNiuLiveState;
  viewerSeat: number | null;
  scale: number;
}): PvpSeat[] {
  const { hand, scale } = input;
  return Array.from({ length: input.seatCount }, (_, seatNo): PvpSeat => {
    const player = input.players.get(seatNo);
    if (!player) return emptySeat(seatNo, scale);
    const inHand = hand.players.find((entry) => entry.seat === seatNo);
    const own = inHand && seatNo === input.viewerSeat ? hand.cards.get(seatNo) : undefined;
    return {
      seatNo,
      state: player.away ? 'AWAY' : inHand ? 'PLAYING' : player.sittingOut ? 'SITTING_OUT' : 'SITTING',
      nickname: player.nickname,
      avatar: player.avatar,
      chips: moneyOf(player.chips, scale),
      betThisStreet: moneyOf(inHand?.stake ?? 0, scale),
      isBot: player.memberId === null,
      isViewer: seatNo === input.viewerSeat,
      cardCount: inHand ? 5 : 0,
      cards: own ? codesOf(own) : null,
      timeBankSeconds: Math.floor(player.timeBankMs / 1000),
    };
  });
}

/** When the players still looking at their cards are shown for them. */
export const niuniuDeadlineOf = (clock: HandClock): string =>
  new Date(clock.turnStartedAt + clock.turnMs).toISOString();

export function niuniuHandFor(input: {
  hand: NiuNiuLiveState;
  serverSeedHash: string;
  commitment: string;
  viewerSeat: number | null;
  clock: HandClock;
  scale: number;
}): PvpHand {
  const { hand, viewerSeat } = input;
  const ownCards = viewerSeat === null ? undefined : hand.cards.get(viewerSeat);
  return {
    handId: hand.handId,
    status: 'RUNNING',
    serverSeedHash: input.serverSeedHash,
    commitment: input.commitment,
    // Everyone looks at once: no single seat to act.
    toActSeat: null,
    actionDeadline: niuniuDeadlineOf(input.clock),
    part: {
      game: 'NIUNIU',
      bankerSeat: hand.bankerSeat,
      stake: moneyOf(hand.stake, input.scale),
      seats: hand.players.map((player) => ({
        seatNo: player.seat,
        isBanker: player.seat === hand.bankerSeat,
        shown: hand.shown.has(player.seat),
      })),
      viewerHand: ownCards ? niuReadOf(evaluateNiuHand(ownCards), hand.config.multipliers) : null,
      canShow: ownCards !== undefined && viewerSeat !== null && !hand.shown.has(viewerSeat),
    },
  };
}
