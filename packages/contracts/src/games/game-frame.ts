// What the in-house game frame and the site say to each other with postMessage. The frame runs sandboxed with an
// opaque origin (no allow-same-origin), so this is the only channel between them: the site parses every message
// with `frameMessageSchema` (apps/web/src/features/games/hooks/game-frame-messages.ts); the game pages import the
// types only, so their bundle carries no schema library.
import { z } from 'zod';

/** A player's sound settings as the frame sends them (games/sound-settings.ts); the site stores nothing else. */
const soundSettings = z.object({ muted: z.boolean(), volume: z.number().min(0).max(1), music: z.boolean() }).strict();
/** The page's player key (house.routes.ts playerKeyOf: 16 hex digits), or null for the device-wide entry. */
const player = z
  .string()
  .regex(/^[0-9a-f]{16}$/)
  .nullable();

/** Frame → site. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  /** A round moved the balance: the site refreshes its header. */
  z.object({ type: z.literal('house:balance') }).strict(),
  /** The frame asks for the sound settings the site keeps for `player`. */
  z.object({ type: z.literal('house:sound:load'), player }).strict(),
  /** The player changed them: the site keeps them. */
  z.object({ type: z.literal('house:sound:save'), player, settings: soundSettings }).strict(),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;

/** Site → frame: the answer to house:sound:load. */
export type SiteMessage = { type: 'house:sound:value'; player: string | null; settings: z.infer<typeof soundSettings> };
