import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { createOutcomeStream, hashServerSeed } from '../../../lib/fair-rng.ts';
import { formatMoney, MoneyFormatError, parseMoney } from '../../../lib/money.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { seamlessBalance } from '../../seamless/seamless.service.ts';
import { toJson } from '../house-engine.ts';
import type { HouseGame, Player } from '../house-round.service.ts';
import { placeTableBets } from './table-bets.service.ts';
import { findLiveTable } from './table-catalogue.ts';
import type { LiveTable } from './table-game.ts';
import { readShoe, readTableState } from './table-view.service.ts';

type Seat = { player: Player; game: HouseGame; accountType: number };
type Currency = { code: string; scale: number };

const TAG = { tags: ['house games'] };
const ok = <T>(value: T) => ({ success: true, value, message: null, code: null });
const spot = z.string().trim().min(1).max(40);
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/);
const betsBody = z.object({
  roundNo: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  bets: z.array(z.object({ spot, amount })).min(1).max(60),
});
const verifyBody = z.object({
  tableId: z.string().trim().max(60),
  serverSeed: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i),
  shoeNo: z.coerce.number().int().min(0).max(2_147_483_647),
});

function tableOf(game: HouseGame): LiveTable {
  const table = game.engineKind === 'TABLE' ? findLiveTable(game.engineTitleId) : null;
  if (!table) throw new AppError('game.not.found', 'This game is not a live table');
  return table;
}

function toMinor(text: string, scale: number): bigint {
  try {
    return parseMoney(text, scale);
  } catch (error) {
    if (error instanceof MoneyFormatError) throw new AppError('amount.invalid');
    throw error;
  }
}

/**
 * A live table's calls, under the house games' prefix and game session: its state (clock, shoe commitment, deal
 * once closed, history, the member's chips), chips on the round now open, a shoe's seed once revealed, and the
 * public recomputation of a whole shoe from its seed.
 */
export function registerTableRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  input: { prefix: string; seat: (request: FastifyRequest) => Promise<Seat>; currency: () => Promise<Currency> },
): void {
  const { prefix, seat, currency } = input;
  app.get(
    `${prefix}table/state`,
    { schema: { ...TAG, summary: 'A live table: its round and phase, deal, history, my chips' } },
    async (request) => {
      const { player, game } = await seat(request);
      const money = await currency();
      const [state, balance] = await Promise.all([
        readTableState(ctx, { table: tableOf(game), game, player, scale: money.scale }),
        seamlessBalance(ctx, player.username, money),
      ]);
      return ok({ ...state, balance: balance.answer.value?.balance ?? null, currency: money.code });
    },
  );

  app.post(
    `${prefix}table/bets`,
    { schema: { ...TAG, summary: 'Adds chips to my bets on the round now open', body: betsBody } },
    async (request) => {
      const { player, game } = await seat(request);
      const money = await currency();
      const body = request.body as z.output<typeof betsBody>;
      const placed = await placeTableBets(ctx, {
        table: tableOf(game),
        game,
        player,
        roundNo: body.roundNo,
        bets: body.bets.map((bet) => ({ spot: bet.spot, amount: toMinor(bet.amount, money.scale) })),
        currency: money,
      });
      return ok({
        roundNo: body.roundNo,
        bets: Object.fromEntries(placed.bets.map((bet) => [bet.spot, formatMoney(bet.amount, money.scale)])),
        balance: placed.balance,
      });
    },
  );

  app.get(
    `${prefix}table/shoes/:shoeId`,
    {
      schema: {
        ...TAG,
        summary: "A shoe's seed commitment, and its seed once its last round has closed",
        params: z.object({ shoeId: z.coerce.number().int().min(1) }),
      },
    },
    async (request) => {
      const { game } = await seat(request);
      const shoe = await readShoe(ctx, tableOf(game), (request.params as { shoeId: number }).shoeId);
      if (!shoe) throw new AppError('order.not.found', 'No such shoe at this table');
      return ok(shoe);
    },
  );
  registerTableVerify(app, prefix);
}

/** The public recomputation of a whole shoe from its revealed seed: no session, nothing read or written. */
function registerTableVerify(app: FastifyInstance, prefix: string): void {
  app.post(
    `${prefix}table/verify`,
    {
      schema: {
        ...TAG,
        summary: "Recomputes every deal of a table's shoe from its seed; needs no session",
        body: verifyBody,
      },
    },
    async (request) => {
      const body = request.body as z.output<typeof verifyBody>;
      const table = findLiveTable(body.tableId);
      if (!table) throw new AppError('game.not.found', 'No such live table');
      const serverSeed = body.serverSeed.toLowerCase();
      const deals = table.game.dealShoe(createOutcomeStream({ serverSeed, clientSeed: table.id, nonce: body.shoeNo }));
      return ok({
        tableId: table.id,
        shoeNo: body.shoeNo,
        serverSeedHash: hashServerSeed(serverSeed),
        deals: toJson(deals),
      });
    },
  );
}
