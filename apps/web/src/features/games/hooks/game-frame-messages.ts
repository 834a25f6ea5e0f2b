// The site's reading of the in-house game frame's messages (@lucky/contracts/games/game-frame).
import { frameMessageSchema, type FrameMessage } from '@lucky/contracts/games/game-frame';

/** The origin a sandboxed frame's messages carry: its origin is opaque, serialized as the string "null". */
export const OPAQUE_ORIGIN = 'null';

/**
 * The message, when it comes from the game frame's own window (a message's origin cannot tell: every sandboxed
 * document's is "null") and fits the schema; null for anything else.
 */
export function readFrameMessage(event: MessageEvent, frame: Window | null | undefined): FrameMessage | null {
  if (!frame || event.source !== frame || event.origin !== OPAQUE_ORIGIN) return null;
  const parsed = frameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
