import type { PvpHand, PvpSeat } from '@lucky/contracts/pvp/pvp-schemas';
import type { Card } from './engine/cards.ts';
import { tienLenViewFor } from './engine/table-views.ts';
import type { TienLenComboKind } from './engine/tienlen-combos.ts';
import type { TienLenGame } from './engine/tienlen-types.ts';
import type { HandClock, TablePlayer } from './holdem-table-view.ts';
import { codesOf, moneyOf } from './pvp-views.ts';

/** A Tiến Lên game while it runs: the engine's state under the table's hand id, and the committed deck. */
export type TienLenLiveState = {
  handId: string;
  game: TienLenGame;
  /** The seats dealt in (they stay in the game to its end). */
  players: { seat: number }[];
  deck: Card[];
};

/** The combination on the table in the contracts' shape. */
export function tableComboOf(game: TienLenGame) {
  return game.table
    ? {
        seatNo: game.table.seat,
        kind: game.table.combo.kind as TienLenComboKind,
        cards: codesOf(game.table.combo.cards),
      }
    : null;
}

export const passedSeatsOf = (game: TienLenGame): number[] =>
  game.players.filter((player) => player.passed).map((player) => player.seat);

/** Every seat as one viewer sees it: its own thirteen cards (engine/table-views.ts decides), the others' counts. */
export function tienlenSeatsFor(input: {
  seatCount: number;
  players: ReadonlyMap<number, TablePlayer>;
  hand: TienLenLiveState;
  viewerSeat: number | null;
  scale: number;
}): PvpSeat[] {
  const { scale } = input;
  const view = tienLenViewFor(input.hand.game, input.viewerSeat);
  return Array.from({ length: input.seatCount }, (_, seatNo): PvpSeat => {
    const player = input.players.get(seatNo);
    const inGame = view.players.find((entry) => entry.seat === seatNo);
    return {
      seatNo,
      state: !player
        ? 'EMPTY'
        : player.away
          ? 'AWAY'
          : inGame
            ? 'PLAYING'
            : player.sittingOut
              ? 'SITTING_OUT'
              : 'SITTING',
      nickname: player?.nickname ?? null,
      avatar: player?.avatar ?? null,
      chips: moneyOf(player?.chips ?? 0, scale),
      betThisStreet: moneyOf(0, scale),
      isBot: player ? player.memberId === null : false,
      isViewer: player !== undefined && seatNo === input.viewerSeat,
      cardCount: inGame?.cardCount ?? 0,
      cards: inGame?.hand ? codesOf(inGame.hand) : null,
      timeBankSeconds: player ? Math.floor(player.timeBankMs / 1000) : 0,
    };
  });
}

export function tienlenDeadlineOf(game: TienLenGame, clock: HandClock): string | null {
  return game.result ? null : new Date(clock.turnStartedAt + clock.turnMs).toISOString();
}

export function tienlenHandFor(input: {
  hand: TienLenLiveState;
  serverSeedHash: string;
  commitment: string;
  clock: HandClock;
  scale: number;
  unitStake: number;
}): PvpHand {
  const { game } = input.hand;
  return {
    handId: input.hand.handId,
    status: 'RUNNING',
    serverSeedHash: input.serverSeedHash,
    commitment: input.commitment,
    toActSeat: game.result ? null : game.turnSeat,
    actionDeadline: tienlenDeadlineOf(game, input.clock),
    part: {
      game: 'TIENLEN',
      unitStake: moneyOf(input.unitStake, input.scale),
      table: tableComboOf(game),
      players: game.players.map((player) => ({
        seatNo: player.seat,
        cardCount: player.hand.length,
        passed: player.passed,
      })),
      mustInclude: game.mustInclude === null ? null : (codesOf([game.mustInclude])[0] ?? null),
    },
  };
}
