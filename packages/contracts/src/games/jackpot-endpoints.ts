import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';

/**
 * The site's jackpot counter. DEMO: the merchant shows the spec's rolling counter (a display, no money behind it).
 * POOL: the real progressive pool the jackpot slots feed — its balance in the ledger, and the last time it was won.
 */
export const siteJackpotSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('DEMO') }),
  z.object({
    mode: z.literal('POOL'),
    amount: moneyString,
    currency: z.string(),
    lastWin: z.object({ amount: moneyString, userName: z.string(), time: z.string() }).nullable(),
  }),
]);
export type SiteJackpot = z.infer<typeof siteJackpotSchema>;

export const siteJackpot = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_jackpot',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'games',
  summary: 'The jackpot counter: the real progressive pool when the merchant shows it, else DEMO (the rolling counter)',
  value: siteJackpotSchema,
});
