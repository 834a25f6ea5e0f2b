import { randomBytes } from 'node:crypto';
import { createServerSeed, hashServerSeed } from '../../lib/fair-rng.ts';
import type { Card } from './engine/cards.ts';
import { commitHand } from './engine/fair-shuffle.ts';
import { startHoldemHand } from './engine/holdem-start.ts';
import { insertHand } from './pvp.repository.ts';
import { codesOf } from './pvp-views.ts';
import { playersForNextHand } from './table-hand-end.ts';
import { afterMove } from './table-hand-play.ts';
import type { TablePlayer } from './holdem-table-view.ts';
import { broadcast, seatOf, TIME_BANK_MS, TIME_BANK_REFILL_MS, type TableState } from './table-state.ts';

/**
 * Deals the next Hold'em hand (ENGINE.md, "Shuffle"): the server seed whose hash was published with the previous hand, the
 * players' seeds frozen now (a random one for a player who sent none), the deck committed and the hand stored
 * RUNNING under this instance's lease before a card is shown; the next hand's seed hash is published at once.
 */
export async function startHand(t: TableState): Promise<void> {
  const playing = playersForNextHand(t);
  const opened = await openHand(t, playing);
  const state = startHoldemHand({
    handId: opened.handId,
    config: {
      smallBlind: Number(t.table.smallBlind),
      bigBlind: Number(t.table.bigBlind),
      rake: { percentBp: t.table.rakeBp, cap: Number(t.table.rakeCap) },
    },
    seats: playing.map((player) => ({ seat: player.seatNo, playerId: `s${player.seatNo}`, stack: player.chips })),
    previousButtonSeat: t.previousButton,
    deck: opened.deck,
  });
  t.previousButton = state.buttonSeat;
  t.hand = { game: 'HOLDEM', state, ...opened.live };
  announce(t, opened);
  await afterMove(t, 0);
}

/**
 * What every game's hand starts with: its id, the seeds frozen, the deck shuffled and committed, the hand stored
 * RUNNING under this instance's lease, the next hand's server seed drawn, the players' time banks refilled.
 */
export async function openHand(t: TableState, playing: TablePlayer[]) {
  const handNo = t.lastHandNo + 1;
  const handId = `${t.table.id}-${String(handNo).padStart(6, '0')}`;
  const serverSeed = t.nextServerSeed;
  const playerSeeds = new Map(playing.map((player) => [player.seatNo, player.seed ?? randomBytes(8).toString('hex')]));
  const seedList = [...playerSeeds].map(([seat, seed]) => ({ seat, seed }));
  const committed = commitHand({ serverSeed, handId, playerSeeds: seedList });
  const startedAt = t.deps.now();
  await insertHand(t.deps.db, {
    id: handId,
    tableId: t.table.id,
    handNo,
    status: 'RUNNING',
    serverSeed,
    serverSeedHash: committed.serverSeedHash,
    commitment: committed.commitment,
    playerSeeds: seedList,
    ownerInstance: t.deps.instance,
    leaseUntil: new Date(startedAt.getTime() + t.deps.leaseMs),
    startedAt,
  });
  t.lastHandNo = handNo;
  t.nextServerSeed = createServerSeed();
  for (const player of playing) player.timeBankMs = Math.min(TIME_BANK_MS, player.timeBankMs + TIME_BANK_REFILL_MS);
  const seats = playing.map(
    (player) =>
      [
        player.seatNo,
        { seatNo: player.seatNo, memberId: player.memberId, botName: player.botName, nickname: player.nickname },
      ] as const,
  );
  return {
    handId,
    deck: committed.deck,
    serverSeedHash: committed.serverSeedHash,
    commitment: committed.commitment,
    live: {
      serverSeed,
      serverSeedHash: committed.serverSeedHash,
      commitment: committed.commitment,
      playerSeeds,
      seats: new Map(seats),
      startedAt,
      turnStartedAt: startedAt.getTime(),
      botActAt: null,
    },
  };
}

/**
 * Tells the table a hand began (its seed hash and commitment, the button or the seat in its place, who is dealt in)
 * and deals: each seat's cards to its own member only — hidden information — and a count to everyone else. Every
 * game starts a hand this way after `openHand`.
 */
export function announceDeal(
  t: TableState,
  committed: { serverSeedHash: string; commitment: string },
  deal: { handId: string; buttonSeat: number; hands: readonly { seat: number; cards: readonly Card[] }[] },
): void {
  const tableId = t.table.id;
  const nextServerSeedHash = hashServerSeed(t.nextServerSeed);
  broadcast(t, (_viewer, version) => ({
    type: 'hand.started',
    tableId,
    version,
    handId: deal.handId,
    serverSeedHash: committed.serverSeedHash,
    commitment: committed.commitment,
    buttonSeat: deal.buttonSeat,
    seats: deal.hands.map((hand) => hand.seat),
    nextServerSeedHash,
  }));
  for (const hand of deal.hands) {
    broadcast(t, (viewer, version) => ({
      type: 'dealt',
      tableId,
      version,
      handId: deal.handId,
      seatNo: hand.seat,
      cardCount: hand.cards.length,
      cards: seatOf(t, viewer.memberId)?.seatNo === hand.seat ? codesOf(hand.cards) : null,
    }));
  }
}

function announce(t: TableState, committed: { serverSeedHash: string; commitment: string }): void {
  if (t.hand?.game !== 'HOLDEM') return;
  const { state } = t.hand;
  const hands = state.players.map((player) => ({ seat: player.seat, cards: player.hole }));
  announceDeal(t, committed, { handId: state.handId, buttonSeat: state.buttonSeat, hands });
}
