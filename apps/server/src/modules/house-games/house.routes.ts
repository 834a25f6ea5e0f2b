import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { singleLineText } from '@lucky/contracts/common/text';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { formatMoney, MoneyFormatError, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import { seamlessBalance } from '../seamless/seamless.service.ts';
import { hashServerSeed } from '../../lib/fair-rng.ts';
import { runEngine, stakeOf, toJson, type PlayRequest } from './house-engine.ts';
import { describeRound, playRound, readLastRound, readOwnRound, verifyRound } from './house-round.service.ts';
import { changeClientSeed, readFairness, rotateSeed } from './house-seed.service.ts';
import { openGameSession, resolveGameSeat } from './house-session.service.ts';
import { paytableOf, VERIFIABLE_TITLES } from './pages/house-rules.ts';
import { readTitlePool } from './jackpot/jackpot-pool.service.ts';
import { registerTableRoutes } from './tables/table.routes.ts';
import { registerFishRoomRoutes } from './fish-room/fish-room.routes.ts';
import type { FishRooms } from './fish-room/fish-rooms.ts';

type MerchantCurrency = MerchantConfig['currency'];

export const HOUSE_API_PREFIX = '/house/api/';

/**
 * What the game page keys the player's own settings by (sound on or off, volume): stable per member, and not the
 * member id itself, which the page has no other use for.
 */
export const playerKeyOf = (memberId: number): string =>
  createHash('sha256').update(`house-player:${memberId}`).digest('hex').slice(0, 16);
const TAG = { tags: ['house games'] };
const SESSION_HEADER = 'x-game-session';
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/);
const playBody = z.object({
  bet: amount.optional(),
  bets: z.partialRecord(z.enum(['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR']), amount).optional(),
  fishId: singleLineText().max(40).optional(),
  buyFeature: z.boolean().optional(),
});
/** Public recomputation: the seeds and the request of a round, no session; nothing is read or written. */
const verifyBody = playBody.extend({
  titleId: singleLineText().max(60),
  serverSeed: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i),
  clientSeed: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/),
  nonce: z.coerce.number().int().min(0).max(2_147_483_647),
  /** The round's logged engine version; the current one when left out (fish v1 rounds need '1'). */
  gameVersion: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/)
    .optional(),
});

function toPlayRequest(body: z.output<typeof playBody>, scale: number): PlayRequest {
  return {
    bet: body.bet === undefined ? undefined : toMinor(body.bet, scale),
    bets: body.bets
      ? Object.fromEntries(Object.entries(body.bets).map(([type, value]) => [type, toMinor(value, scale)]))
      : undefined,
    fishId: body.fishId,
    buyFeature: body.buyFeature,
  };
}

function toMinor(text: string, scale: number): bigint {
  try {
    return parseMoney(text, scale);
  } catch (error) {
    if (error instanceof MoneyFormatError) throw new AppError('amount.invalid');
    throw error;
  }
}

/** Recomputes a round from its server seed, client seed, nonce and request alone (the public verifier). */
function recomputeRound(body: z.output<typeof verifyBody>, scale: number) {
  const title = VERIFIABLE_TITLES.find((entry) => entry.titleId === body.titleId);
  if (!title) throw new AppError('game.not.found', 'No such house game');
  const playRequest = toPlayRequest(body, scale);
  // The same checks as a real round, so a malformed request gets the error play would give.
  const stake = stakeOf(title.kind, title.titleId, playRequest);
  const serverSeed = body.serverSeed.toLowerCase();
  const result = runEngine(
    title.kind,
    title.titleId,
    playRequest,
    {
      serverSeed,
      clientSeed: body.clientSeed,
      nonce: body.nonce,
    },
    body.gameVersion,
  );
  return {
    titleId: title.titleId,
    kind: title.kind,
    gameVersion: result.gameVersion,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: body.clientSeed,
    nonce: body.nonce,
    request: toJson(playRequest),
    bet: formatMoney(stake, scale),
    win: formatMoney(result.win, scale),
    outcome: result.outcome,
    paytable: paytableOf(title.kind, title.titleId),
  };
}

const ok = <T>(value: T) => ({ success: true, value, message: null, code: null });

/** A fish shot that caught shows at the shooter's seat for the others in the room. */
function noteFishCatch(rooms: FishRooms, gameId: number, memberId: number, round: { win: string; outcome: unknown }) {
  const shot = round.outcome as { caught?: boolean; fishSpeciesId?: string; multiplier?: number } | null;
  if (!shot?.caught || !shot.fishSpeciesId) return;
  rooms.noteCatch(gameId, memberId, {
    fishSpeciesId: shot.fishSpeciesId,
    multiplier: shot.multiplier ?? 0,
    win: round.win,
  });
}

/**
 * The in-house provider's API for its game iframe. The iframe exchanges the launch token from its URL
 * for a game session (header X-Game-Session); money moves only through the seamless wallet.
 */
export function registerHouseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const seat = (request: FastifyRequest) =>
    resolveGameSeat(
      ctx,
      typeof request.headers[SESSION_HEADER] === 'string' ? request.headers[SESSION_HEADER] : undefined,
    );
  const currency = async () => (await ctx.merchant.get()).currency;
  const fishRooms = registerFishRoomRoutes(app, ctx, { prefix: HOUSE_API_PREFIX, seat });

  app.post(
    `${HOUSE_API_PREFIX}session`,
    {
      schema: {
        ...TAG,
        summary: 'Exchanges the launch token for a game session',
        body: z.object({ gameId: z.coerce.number().int().min(1), launch: singleLineText().min(10).max(200) }),
      },
    },
    async (request) => {
      const body = request.body as { gameId: number; launch: string };
      return ok(await openGameSession(ctx, body.launch, body.gameId));
    },
  );

  app.get(
    `${HOUSE_API_PREFIX}state`,
    {
      schema: {
        ...TAG,
        summary: 'Game, balance, fairness (server seed hash, client seed, next nonce) and the last round',
      },
    },
    async (request) => {
      const { player, game, accountType } = await seat(request);
      const money = await currency();
      const [balance, fairness, last, jackpotPool] = await Promise.all([
        seamlessBalance(ctx, player.username, money),
        readFairness(ctx, player.memberId),
        readLastRound(ctx, player, game),
        readTitlePool(ctx, game),
      ]);
      return ok({
        game: {
          gameId: game.id,
          gameCode: game.gameCode,
          engineKind: game.engineKind,
          titleId: game.engineTitleId,
          minBet: formatMoney(game.minBet, money.scale),
        },
        isFreePlay: accountType === 0,
        playerKey: playerKeyOf(player.memberId),
        balance: balance.answer.value?.balance ?? null,
        currency: money.code,
        fairness,
        lastRound: last ? describeRound(last, money.scale) : null,
        jackpotPool,
        paytable: paytableOf(game.engineKind, game.engineTitleId),
      });
    },
  );

  app.post(
    `${HOUSE_API_PREFIX}play`,
    { schema: { ...TAG, summary: 'Plays one round: slot {bet}, baccarat {bets}, fish {bet, fishId}', body: playBody } },
    async (request) => {
      const { player, game, accountType } = await seat(request);
      const money = await currency();
      const playRequest = toPlayRequest(request.body as z.output<typeof playBody>, money.scale);
      const isRealMoney = accountType !== 0;
      const played = await playRound(ctx, { game, player, request: playRequest, currency: money, isRealMoney });
      if (game.engineKind === 'FISH') noteFishCatch(fishRooms, game.id, player.memberId, played.round);
      return ok(played);
    },
  );

  registerFairnessRoutes(app, ctx, seat, currency);
  registerTableRoutes(app, ctx, { prefix: HOUSE_API_PREFIX, seat, currency });
}

/** Provably fair: the player's client seed, a seed rotation (revealing the old server seed) and round verification. */
function registerFairnessRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  seat: (request: FastifyRequest) => ReturnType<typeof resolveGameSeat>,
  currency: () => Promise<MerchantCurrency>,
): void {
  app.post(
    `${HOUSE_API_PREFIX}client-seed`,
    {
      schema: {
        ...TAG,
        summary: 'Sets the client seed of the current seed pair',
        body: z.object({
          clientSeed: z
            .string()
            .trim()
            .regex(/^[\w-]{1,64}$/),
        }),
      },
    },
    async (request) => {
      const { player } = await seat(request);
      return ok(await changeClientSeed(ctx, player.memberId, (request.body as { clientSeed: string }).clientSeed));
    },
  );

  app.post(
    `${HOUSE_API_PREFIX}rotate-seed`,
    { schema: { ...TAG, summary: 'Reveals the current server seed and commits to a new one' } },
    async (request) => {
      const { player } = await seat(request);
      return ok(await rotateSeed(ctx, player.memberId));
    },
  );

  app.get(
    `${HOUSE_API_PREFIX}rounds/:roundId/verify`,
    {
      schema: {
        ...TAG,
        summary: 'Recomputes a round of the member from its revealed seed',
        params: z.object({ roundId: z.coerce.number().int().min(1) }),
      },
    },
    async (request) => {
      const { player, game } = await seat(request);
      const round = await readOwnRound(ctx, player, game, (request.params as { roundId: number }).roundId);
      return ok(await verifyRound(ctx, round, game, (await currency()).scale));
    },
  );

  app.post(
    `${HOUSE_API_PREFIX}verify`,
    {
      schema: {
        ...TAG,
        summary: 'Recomputes any round from its server seed, client seed, nonce and request; needs no session',
        body: verifyBody,
      },
    },
    async (request) => ok(recomputeRound(request.body as z.output<typeof verifyBody>, (await currency()).scale)),
  );
}
