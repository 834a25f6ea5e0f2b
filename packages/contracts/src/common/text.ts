import { z } from 'zod';

/**
 * Shared string schemas for every text a client sends (body fields and query parameters).
 *
 * Why: PostgreSQL refuses a NUL byte in text ("invalid byte sequence"), so an unchecked NUL in
 * any field used to reach the database and answer 500. Beyond NUL, no name, code or search term
 * a person types holds a control character, and a lone UTF-16 surrogate cannot be stored as
 * UTF-8 at all (the drivers silently replace it). So text is refused at the contract, with
 * one message the server maps to the code `request.invalid.characters`.
 */

/** C0 controls U+0000–U+001F, DEL and the C1 controls U+0080–U+009F. */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** The same without tab, line feed and carriage return, which multi-line text keeps. */
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/** With the u flag a surrogate pair is one code point, so this finds only unpaired halves. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** The message of every refusal below; the server's error handler answers it as `request.invalid.characters`. */
export const TEXT_CHARACTERS_MESSAGE = 'must not contain control characters or broken Unicode';

export const isSingleLineText = (value: string): boolean => !ANY_CONTROL.test(value) && !LONE_SURROGATE.test(value);
export const isMultiLineText = (value: string): boolean =>
  !CONTROL_EXCEPT_LINE_BREAKS.test(value) && !LONE_SURROGATE.test(value);

/**
 * Names, codes, search terms, passwords, URLs: no control character at all (no tab or line
 * break either). Chain `.trim()`, `.min()`, `.max()`, `.regex()` on it as on `z.string()`.
 */
export const singleLineText = () => z.string().refine(isSingleLineText, { message: TEXT_CHARACTERS_MESSAGE });

/** Free text that may span lines (messages, feedback, article bodies): only \n, \r and \t. */
export const multiLineText = () => z.string().refine(isMultiLineText, { message: TEXT_CHARACTERS_MESSAGE });

/** True when a string schema carries one of the checks above (the contract audit uses it). */
export function hasTextCheck(schema: z.ZodString): boolean {
  const checks = (schema._zod.def.checks ?? []) as { _zod: { def: { check?: string; fn?: unknown } } }[];
  return checks.some((check) => check._zod.def.fn === isSingleLineText || check._zod.def.fn === isMultiLineText);
}
