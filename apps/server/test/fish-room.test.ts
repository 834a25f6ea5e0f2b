import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_SEAT_MS } from '../src/modules/house-games/fish-room/fish-rooms.ts';
import { houseGameIds, sitAtHouseGame } from './house-games-helpers.ts';
import { createPlayer } from './mission-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type RoomSeat = {
  seat: number;
  name: string;
  level: number;
  isYou: boolean;
  shots: { angle: number }[];
  catches: { fishSpeciesId: string; win: string }[];
  caughtKeys: number[];
};
type RoomView = { roomId: number; seed: number; serverTime: number; seats: RoomSeat[] };

describe('fish rooms: several players on one sea', () => {
  let t: TestApp;
  let gameIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    gameIds = await houseGameIds(t);
  });
  afterAll(async () => t.close());

  const join = async (balance = 1000_00n) => {
    const player = await createPlayer(t, balance);
    const api = await sitAtHouseGame(t, gameIds, player.token, 'OCEAN_HUNTER');
    const poll = async (body: object = {}) => {
      const answer = await api('POST', 'fish-room', body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value as RoomView;
    };
    return { player, api, poll };
  };

  it('seats two members in one room, shows each the other, carries shots, catches and levels, drops a stale seat', async () => {
    const first = await join();
    const second = await join();
    const a = await first.poll({ level: 2 });
    const b = await second.poll({ level: 4, shots: [-1.2, -0.4], caughtKeys: [77] });
    // Same room, same sea seed: both pages draw the same fish schedule.
    expect(b.roomId).toBe(a.roomId);
    expect(b.seed).toBe(a.seed);
    expect(b.seats.map((seat) => seat.seat).sort()).toEqual([0, 1]);

    const seen = await first.poll();
    const other = seen.seats.find((seat) => !seat.isYou)!;
    expect(other.level).toBe(4);
    expect(other.shots.map((shot) => shot.angle)).toEqual([-1.2, -0.4]);
    expect(other.caughtKeys).toEqual([77]);
    // Names are masked: the first two and last two characters of the username.
    expect(other.name).toMatch(/^.{2}\*\*\*.{2}$/);
    expect(other.name).not.toContain(second.player.username.slice(2, -2));

    // A settled catch (the server's round, not the page's word) shows at the shooter's seat: shoot until one catches.
    let caught: { win: string } | null = null;
    for (let shot = 0; shot < 200 && !caught; shot += 1) {
      const round = (await second.api('POST', 'play', { bet: '0.10', fishId: 'clownfish' })).json().value.round;
      if (round.outcome.caught) caught = round;
    }
    expect(caught).not.toBeNull();
    const withCatch = (await first.poll()).seats.find((seat) => !seat.isYou)!;
    expect(withCatch.catches.at(-1)).toMatchObject({ fishSpeciesId: 'clownfish', win: caught!.win });

    // The second stops polling: after the stale time its seat is gone for the first.
    t.clock.advance(STALE_SEAT_MS + 1);
    const alone = await first.poll();
    expect(alone.seats).toHaveLength(1);
    expect(alone.seats[0].isYou).toBe(true);
  });

  it('refuses a bad poll with a 4xx, a non-fish game and a bet that is not a cannon level', async () => {
    const { api, poll } = await join();
    await poll();
    expect((await api('POST', 'fish-room', { level: 99 })).statusCode).toBe(400);
    expect((await api('POST', 'fish-room', { shots: ['left'] })).statusCode).toBe(400);
    const played = await api('POST', 'play', { bet: '0.40', fishId: 'kraken-king' });
    expect(played.json()).toMatchObject({ success: false, code: 'amount.invalid' });
    expect((await api('POST', 'fish-room/leave')).statusCode).toBe(200);
    const slot = await sitAtHouseGame(t, gameIds, (await createPlayer(t, 10_00n)).token, 'LUCKY_DRAGON');
    expect((await slot('POST', 'fish-room', {})).json()).toMatchObject({ success: false, code: 'request.invalid' });
  });
});
