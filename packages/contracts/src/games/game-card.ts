import { z } from 'zod';
import { GAME_CATEGORIES } from '../common/constants.ts';
import { moneyString } from '../common/envelope.ts';
import { singleLineText } from '../common/text.ts';

/** A game as every list shows it; status MAINTENANCE games are listed but cannot be launched. */
export const gameCardSchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameName: z.string(),
  gameIconUrl: z.string(),
  gameClassify: z.string(),
  minBet: moneyString,
  lineNum: z.number().int(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  /** The worse of the game's and its vendor's status. */
  status: z.enum(['ACTIVE', 'MAINTENANCE']),
  /** Declared return to player in percent, when the vendor declares one. */
  rtp: z.string().nullable(),
});
export type GameCard = z.infer<typeof gameCardSchema>;

export const languageInput = singleLineText().trim().toUpperCase().max(8).optional();
export const categoryInput = z.enum(GAME_CATEGORIES).optional();
/** Clients send empty strings for "no filter". */
export const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
export const pageNoInput = z.coerce.number().int().min(1).max(100_000).default(1);
export const pageSizeInput = z.coerce.number().int().min(1).max(100).default(20);
