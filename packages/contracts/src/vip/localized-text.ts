import { z } from 'zod';

/** Operator text in the five site languages; the client shows the reader's language. */
export const localizedText = z.object({
  EN: z.string().trim().min(1).max(200),
  CN: z.string().trim().min(1).max(200),
  ID: z.string().trim().min(1).max(200),
  TH: z.string().trim().min(1).max(200),
  VI: z.string().trim().min(1).max(200),
});
export type LocalizedTextValue = z.infer<typeof localizedText>;

export const localizedLongText = z.object({
  EN: z.string().trim().min(1).max(2000),
  CN: z.string().trim().min(1).max(2000),
  ID: z.string().trim().min(1).max(2000),
  TH: z.string().trim().min(1).max(2000),
  VI: z.string().trim().min(1).max(2000),
});
