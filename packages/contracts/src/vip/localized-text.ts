import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Operator text in the five site languages; the client shows the reader's language. */
export const localizedText = z.object({
  EN: singleLineText().trim().min(1).max(200),
  CN: singleLineText().trim().min(1).max(200),
  ID: singleLineText().trim().min(1).max(200),
  TH: singleLineText().trim().min(1).max(200),
  VI: singleLineText().trim().min(1).max(200),
});
export type LocalizedTextValue = z.infer<typeof localizedText>;

export const localizedLongText = z.object({
  EN: multiLineText().trim().min(1).max(2000),
  CN: multiLineText().trim().min(1).max(2000),
  ID: multiLineText().trim().min(1).max(2000),
  TH: multiLineText().trim().min(1).max(2000),
  VI: multiLineText().trim().min(1).max(2000),
});
