import { z } from 'zod';

/** The response envelope of every API call: `{ success, value, message, code }`. */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string().nullable(),
    code: z.string().nullable(),
  });
}

export type Envelope<T> = { success: boolean; value: T | null; message: string | null; code: string | null };

/** Decimal money string crossing the API; minor units never leave the server as numbers. */
export const moneyString = z.string().regex(/^-?\d+(\.\d+)?$/, 'money must be a decimal string');
