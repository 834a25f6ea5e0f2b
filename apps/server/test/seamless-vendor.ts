import { games } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { signSeamless } from '../src/modules/seamless/seamless-signature.ts';
import type { TestApp } from './test-app.ts';

/* The seamless wallet tests act as an external vendor, EXT_VENDOR, with one catalogued game, TABLE1. */

export const SECRET = 'ext-vendor-secret-for-tests';
let sequence = 0;
export const txId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

export async function addExternalVendor(t: TestApp): Promise<void> {
  await t.ctx.database.db
    .insert(gameVendors)
    .values({ code: 'EXT_VENDOR', displayName: 'External', category: 'RNG', walletSecret: SECRET });
  await t.ctx.database.db.insert(games).values({
    vendorCode: 'EXT_VENDOR',
    gameCode: 'TABLE1',
    category: 'LIVE',
    names: { EN: 'External table' },
    iconPath: '/assets/games/table.svg',
    minBet: 100n,
  });
}

/** Acts as an external vendor for `player`: signs each body with its secret, over HTTP (inject). */
export function externalVendor(app: () => TestApp, player: string) {
  const send = (
    operation: string,
    body: Record<string, unknown>,
    options: { secret?: string; timestamp?: number; raw?: string } = {},
  ) => {
    const raw = options.raw ?? JSON.stringify(body);
    const timestamp = String(options.timestamp ?? app().clock.now.getTime());
    return app().app.inject({
      method: 'POST',
      url: `/seamless/EXT_VENDOR/${operation}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signSeamless(options.secret ?? SECRET, timestamp, raw),
      },
    });
  };
  const balance = async () => (await send('balance', { player })).json().value.balance as string;
  const debit = (id: string, roundId: string, amount: string) =>
    send('debit', { player, transactionId: id, roundId, gameCode: 'G1', amount });
  const credit = (id: string, roundId: string, amount: string) =>
    send('credit', { player, transactionId: id, roundId, gameCode: 'G1', amount });
  const rollback = (id: string, referenceTransactionId: string) =>
    send('rollback', { player, transactionId: id, referenceTransactionId });
  return { send, balance, debit, credit, rollback };
}
