import type { PushEvent, SportsPushChange } from '@lucky/contracts/common/push';
import type { LotteryDraw } from '@lucky/contracts/lottery/lottery-schemas';
import type { PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { createDedupe } from './push-dedupe.ts';
import { createPushRegistry, type BindResult, type PushClient, type PushSocket } from './push-registry.ts';
import { createLocalRelay, createRedisRelay, type PushEnvelope, type PushRelay } from './push-relay.ts';

export type DrawEventName = Extract<PushEvent, { type: 'lottery.draw' }>['event'];
export type PushedSportEvent = Extract<PushEvent, { type: 'sports.event' }>['sportEvent'];

/**
 * The push channel of this instance, on the AppContext as `ctx.push`. Services publish after their transaction
 * commits; publishing never throws and never waits (a lost push is refetched by the client, a lost commit is not).
 * Routes and the socket handler use the rest.
 */
export type PushHub = {
  /** To every socket subscribed to `lottery` or `lottery:<gameCode>`, on every instance. */
  publishDrawEvent(input: { gameCode: string; event: DrawEventName; draw: LotteryDraw }): void;
  /**
   * To every socket subscribed to `sports`, `sports:<sport>` or `sports:event:<eventId>`, on every instance.
   * `dedupeKey` names the change when several instances may publish it (each socket then gets the first copy).
   */
  publishSportEvent(input: { event: SportsPushChange; sportEvent: PushedSportEvent; dedupeKey?: string }): void;
  /** A card room's list row, to every socket subscribed to `pvp` or `pvp:<game>`, on every instance. */
  publishPvpRoom(input: { room: PvpRoom }): void;
  /** To the member's own authenticated sockets, on every instance. `balance` is the decimal string the API shows. */
  publishBalance(input: { memberId: number; balance: string }): void;
  /** The member's sockets authenticated by any other session become guests (after a logout or a new login elsewhere). */
  forgetMemberSessions(input: { memberId: number; keepSessionId?: number }): void;
  countSocketsOfIp(ip: string): number;
  /** Null when the address already holds its limit or the hub is closing (the socket is then closed). */
  attachSocket(input: { socket: PushSocket; ip: string }): PushClient | null;
  subscribeTopics(client: PushClient, topics: readonly string[]): void;
  /** `full` when the member already holds the limit of sockets, `closed` when the socket went meanwhile. */
  bindMember(client: PushClient, input: { memberId: number; sessionId: number }): BindResult;
  /** The socket becomes a guest (a later auth whose token is not a live session). */
  releaseMember(client: PushClient): void;
  sendEvent(client: PushClient, event: PushEvent): void;
  /** Resolves once events published from now on reach this instance's sockets (the Redis subscription is live). */
  ready(): Promise<void>;
  /** Closes every socket with GOING_AWAY and ends the Redis connections. */
  close(): Promise<void>;
};

export type PushHubOptions = {
  log: FastifyBaseLogger;
  now: () => Date;
  redisUrl?: string;
  channel?: string;
  heartbeatMs?: number;
};

/** Topic names a draw event of a game goes to. */
export const drawTopicsOf = (gameCode: string): string[] => ['lottery', `lottery:${gameCode}`];

/** Topic names a sportsbook event's changes go to. */
export const sportTopicsOf = (sport: string, eventId: string): string[] => [
  'sports',
  `sports:${sport}`,
  `sports:event:${eventId}`,
];

export function createPushHub({ log, now, redisUrl, channel, heartbeatMs }: PushHubOptions): PushHub {
  const registry = createPushRegistry({ log, now, heartbeatMs });
  const delivered = createDedupe();
  const deliver = (envelope: PushEnvelope): void => {
    try {
      if (envelope.to === 'topics') {
        if (envelope.key === undefined || delivered.isFirst(envelope.key))
          registry.sendToTopics(envelope.topics, envelope.event);
      } else if (envelope.to === 'member') registry.sendToMember(envelope.memberId, envelope.event);
      else registry.unbindMemberSessions(envelope.memberId, envelope.keepSessionId);
    } catch (error) {
      log.error({ err: error }, 'push delivery failed');
    }
  };
  const onError = (error: Error, where: string) => log.warn({ err: error }, `push relay: ${where}`);
  const relay: PushRelay = redisUrl
    ? createRedisRelay({ redisUrl, channel, deliver, onError })
    : createLocalRelay({ deliver });

  return {
    publishDrawEvent({ gameCode, event, draw }) {
      relay.publish({
        to: 'topics',
        topics: drawTopicsOf(gameCode),
        event: { type: 'lottery.draw', gameCode, event, draw },
      });
    },
    publishSportEvent({ event, sportEvent, dedupeKey }) {
      relay.publish({
        to: 'topics',
        topics: sportTopicsOf(sportEvent.sport, sportEvent.eventId),
        event: { type: 'sports.event', event, sportEvent },
        ...(dedupeKey === undefined ? {} : { key: dedupeKey }),
      });
    },
    publishPvpRoom({ room }) {
      relay.publish({ to: 'topics', topics: ['pvp', `pvp:${room.game}`], event: { type: 'pvp.room', room } });
    },
    publishBalance({ memberId, balance }) {
      relay.publish({ to: 'member', memberId, event: { type: 'wallet.balance', balance } });
    },
    forgetMemberSessions({ memberId, keepSessionId }) {
      relay.publish({ to: 'forget', memberId, keepSessionId: keepSessionId ?? null });
    },
    countSocketsOfIp: registry.countSocketsOfIp,
    attachSocket: registry.attachSocket,
    subscribeTopics: registry.subscribeTopics,
    bindMember: registry.bindMember,
    releaseMember: registry.releaseMember,
    sendEvent: registry.sendEvent,
    ready: () => relay.ready(),
    async close() {
      await registry.close();
      await relay.close();
    },
  };
}
