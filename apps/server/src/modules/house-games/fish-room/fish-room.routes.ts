import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { FISH_GAME } from '../engine/fish-engine.ts';
import type { resolveGameSeat } from '../house-session.service.ts';
import { createFishRooms, type FishRooms } from './fish-rooms.ts';

const TAG = { tags: ['house games'] };
const pollBody = z.object({
  level: z
    .number()
    .int()
    .min(0)
    .max(FISH_GAME.cannonLevels.length - 1)
    .optional(),
  /** Angles (radians) of the shots fired since the last poll. */
  shots: z.array(z.number().min(-4).max(4)).max(30).optional(),
  /** Schedule keys of the fish the player's shots caught since the last poll. */
  caughtKeys: z.array(z.number().int().min(0).max(2_147_483_647)).max(30).optional(),
});

type Seat = (request: FastifyRequest) => ReturnType<typeof resolveGameSeat>;
const ok = <T>(value: T) => ({ success: true, value, message: null, code: null });

/**
 * The fish room calls of the game iframe (header X-Game-Session): `fish-room` joins and polls in one (the page calls
 * it about every second with its cannon level and the shots fired since), `fish-room/leave` frees the seat. Answers
 * the rooms, so the play call can show a settled catch at the player's seat.
 */
export function registerFishRoomRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { prefix: string; seat: Seat },
): FishRooms {
  const rooms = createFishRooms(() => ctx.now().getTime());
  const fishSeat = async (request: FastifyRequest) => {
    const seated = await options.seat(request);
    if (seated.game.engineKind !== 'FISH') throw new AppError('request.invalid', 'Only a fish game has rooms');
    return seated;
  };

  app.post(
    `${options.prefix}fish-room`,
    {
      schema: {
        ...TAG,
        summary: "Joins the fish game's room (or polls it): seats, levels, recent shots and catches, the sea's seed",
        body: pollBody,
      },
    },
    async (request) => {
      const { player, game } = await fishSeat(request);
      return ok(rooms.poll(game.id, player, (request.body ?? {}) as z.output<typeof pollBody>));
    },
  );

  app.post(
    `${options.prefix}fish-room/leave`,
    { schema: { ...TAG, summary: "Leaves the fish game's room" } },
    async (request) => {
      const { player, game } = await fishSeat(request);
      rooms.leave(game.id, player.memberId);
      return ok(null);
    },
  );
  return rooms;
}
