import { cardCode, type Card } from './cards.ts';
import { PvpRuleError } from './rules-error.ts';
import { beatsTienLen, classifyTienLen, isBomb, isTwoCombo, type TienLenCombo } from './tienlen-combos.ts';
import { chopValue } from './tienlen-hands.ts';
import { closeChopChain, endOfGameDebts, finishTienLen } from './tienlen-settle.ts';
import type { TienLenGame, TienLenPlayer } from './tienlen-types.ts';

function refuse(code: string, message: string): never {
  throw new PvpRuleError(code, message);
}

function playerAt(game: TienLenGame, seat: number): TienLenPlayer {
  if (game.result) refuse('pvp.hand.over', 'the game is over');
  return game.players.find((player) => player.seat === seat) ?? refuse('pvp.not.seated', `nobody in seat ${seat}`);
}

/** The next player clockwise after `seat` who has not passed in this round (or null if none). */
function nextInRound(game: TienLenGame, seat: number): TienLenPlayer | null {
  const after = [
    ...game.players.filter((player) => player.seat > seat),
    ...game.players.filter((player) => player.seat <= seat),
  ];
  return after.find((player) => player.seat !== seat && !player.passed) ?? null;
}

function newRound(game: TienLenGame, leaderSeat: number): void {
  closeChopChain(game);
  game.table = null;
  for (const player of game.players) player.passed = false;
  game.turnSeat = leaderSeat;
  game.events.push({ kind: 'NEW_ROUND', leaderSeat });
}

/** A bomb on a 2 or on another bomb is a chop; chopping the last chopper carries the whole chain over. */
function recordChop(game: TienLenGame, seat: number, play: TienLenCombo): void {
  const table = game.table;
  if (!table || !isBomb(play) || !(isTwoCombo(table.combo) || isBomb(table.combo))) return;
  const carried = game.chopChain && game.chopChain.chopperSeat === table.seat ? game.chopChain.units : 0;
  const units = carried + chopValue(table.combo, game.config);
  game.chopChain = { units, chopperSeat: seat, choppedSeat: table.seat };
  game.events.push({ kind: 'CHOP', chopperSeat: seat, choppedSeat: table.seat, units });
}

function checkPlay(
  game: TienLenGame,
  player: TienLenPlayer,
  cards: readonly Card[],
): { combo: TienLenCombo; outOfTurn: boolean } {
  const missing = cards.find((card) => !player.hand.includes(card));
  if (missing !== undefined) refuse('pvp.tienlen.card.not.held', `you do not hold ${cardCode(missing)}`);
  const combo = classifyTienLen(cards) ?? refuse('pvp.tienlen.not.a.combination', 'these cards are not a combination');
  const table = game.table;
  if (player.seat !== game.turnSeat) {
    // Only a run of four or more pairs may cut in, and only to chop what is on the table.
    const canCut = game.config.longPairRunChopsOutOfTurn && combo.kind === 'PAIR_RUN' && combo.length >= 4;
    if (!canCut || !table || table.seat === player.seat || !beatsTienLen(combo, table.combo)) {
      refuse('pvp.not.your.turn', `it is seat ${game.turnSeat}'s turn`);
    }
    return { combo, outOfTurn: true };
  }
  if (!table && game.mustInclude !== null && !cards.includes(game.mustInclude)) {
    refuse('pvp.tienlen.must.include', `the first play must contain ${cardCode(game.mustInclude)}`);
  }
  if (table && !beatsTienLen(combo, table.combo)) refuse('pvp.tienlen.does.not.beat', 'this does not beat the table');
  return { combo, outOfTurn: false };
}

/** Plays `cards` for `seat`; returns the next state (the argument is not changed). */
export function playTienLen(
  current: TienLenGame,
  seat: number,
  cards: readonly Card[],
  options: { timedOut?: boolean } = {},
): TienLenGame {
  const game = structuredClone(current);
  const player = playerAt(game, seat);
  const { combo, outOfTurn } = checkPlay(game, player, cards);
  recordChop(game, seat, combo);
  player.hand = player.hand.filter((card) => !cards.includes(card));
  player.playedAny = true;
  player.passed = false;
  game.mustInclude = null;
  game.table = { combo, seat };
  game.events.push({
    kind: 'PLAY',
    seat,
    cards: combo.cards,
    combo: combo.kind,
    outOfTurn,
    timedOut: options.timedOut ?? false,
  });
  if (player.hand.length === 0) {
    closeChopChain(game);
    game.result = finishTienLen(game, seat, null, [...game.chopDebts, ...endOfGameDebts(game, seat)]);
    return game;
  }
  const next = nextInRound(game, seat);
  if (next) game.turnSeat = next.seat;
  else newRound(game, seat);
  return game;
}

/** Passes: out of this round until someone leads a new one. The leader of a round cannot pass. */
export function passTienLen(current: TienLenGame, seat: number, options: { timedOut?: boolean } = {}): TienLenGame {
  const game = structuredClone(current);
  const player = playerAt(game, seat);
  if (game.turnSeat !== seat) refuse('pvp.not.your.turn', `it is seat ${game.turnSeat}'s turn`);
  const table = game.table ?? refuse('pvp.tienlen.must.lead', 'you lead this round: play something');
  player.passed = true;
  game.events.push({ kind: 'PASS', seat, timedOut: options.timedOut ?? false });
  const next = nextInRound(game, seat);
  if (!next || next.seat === table.seat) newRound(game, table.seat);
  else game.turnSeat = next.seat;
  return game;
}

/** Time ran out: the leader plays its lowest card (which is the card a first play must contain), others pass. */
export function timeoutTienLen(game: TienLenGame): TienLenGame {
  const seat = game.turnSeat;
  if (game.table) return passTienLen(game, seat, { timedOut: true });
  const lowest = playerAt(game, seat).hand[0] as Card;
  return playTienLen(game, seat, [lowest], { timedOut: true });
}
