import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context.ts';
import { tableShoes } from '../src/db/schema/house.ts';
import { toJson } from '../src/modules/house-games/house-engine.ts';
import { momentAt, roundTimes } from '../src/modules/house-games/tables/table-clock.ts';
import { findLiveTable } from '../src/modules/house-games/tables/table-catalogue.ts';
import type { LiveTable } from '../src/modules/house-games/tables/table-game.ts';
import { dealsOf, ensureCurrentShoe } from '../src/modules/house-games/tables/table-shoes.ts';
import { houseGameIds, sitAtHouseGame } from './house-games-helpers.ts';
import { createPlayer } from './mission-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const ROULETTE = findLiveTable('house-live-roulette')!;
const SPEED_BACCARAT = findLiveTable('house-live-baccarat-2')!;

/** The fields of `table/state` these tests read. */
type TableState = {
  round: { roundNo: number; phase: string };
  shoe: { id: number; shoeNo: number; index: number; rounds: number } | null;
  history: unknown;
};
type Poll = () => Promise<{ state: TableState; statements: string[] }>;

/**
 * The statements one call runs, from the database session's query logger. Transactions log through their own
 * session, so a statement inside one is not counted; the state poll opens none.
 */
async function statementsOf<T>(t: TestApp, call: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  type Logger = { logQuery(query: string, params: unknown[]): void };
  const session = (t.ctx.database.db as unknown as { _: { session: { logger: Logger } } })._.session;
  const original = session.logger;
  const statements: string[] = [];
  session.logger = { logQuery: (query) => void statements.push(query) };
  try {
    return { value: await call(), statements };
  } finally {
    session.logger = original;
  }
}

const shoeReads = (statements: string[]) => statements.filter((text) => text.includes('"table_shoes"')).length;

/** Another server instance on the same database: the same services, none of this instance's memory. */
const otherInstance = (t: TestApp): AppContext => ({ ...t.ctx });

describe.each(TEST_DATABASES)('the live table state poll on %s', (kind) => {
  let t: TestApp;
  let gameIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gameIds = await houseGameIds(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const sit = async (code: string): Promise<Poll> => {
    const api = await sitAtHouseGame(t, gameIds, (await createPlayer(t, 100_00n)).token, code);
    return async () => {
      const { value, statements } = await statementsOf(t, () => api('GET', 'table/state'));
      expect(value.statusCode).toBe(200);
      return { state: value.json().value as TableState, statements };
    };
  };
  /** Moves the clock forward to `ms` after round `roundNo` of the table opens. */
  const toRound = (table: LiveTable, roundNo: number, ms = 1000) => {
    t.clock.advance(roundTimes(table.timing, roundNo).opensAt.getTime() + ms - t.clock.now.getTime());
  };
  const nextRoundOf = (table: LiveTable) => momentAt(table.timing, t.clock.now).roundNo + 1;
  const shoesOf = (table: LiveTable) =>
    t.ctx.database.db.select().from(tableShoes).where(eq(tableShoes.tableId, table.id)).orderBy(asc(tableShoes.shoeNo));

  it('reads no shoe once the round in play is known, in every phase of every round of the shoe', async () => {
    const poll = await sit('LIVE_EUROPEAN_ROULETTE');
    toRound(ROULETTE, nextRoundOf(ROULETTE));
    const first = await poll();
    const shoe = first.state.shoe!;
    const firstRound = first.state.round.roundNo - shoe.index;
    const { bettingMs, dealingMs } = ROULETTE.timing;
    // Every poll after the first, up to the shoe's last round, in its betting, dealing and result phases.
    const perPoll: number[] = [];
    for (let roundNo = first.state.round.roundNo; roundNo < firstRound + shoe.rounds; roundNo += 1) {
      for (const ms of [2000, bettingMs + 1000, bettingMs + dealingMs + 1000]) {
        toRound(ROULETTE, roundNo, ms);
        const { state, statements } = await poll();
        expect([state.round.roundNo, state.shoe?.id]).toEqual([roundNo, shoe.id]);
        perPoll.push(shoeReads(statements));
      }
    }
    // The first poll reads the table's last shoe, makes the next one and reads it back (before the cache: 4).
    expect(shoeReads(first.statements)).toBe(3);
    // Then none (before the cache: 2 per poll, the shoe and, for a wheel's history, the shoe before it).
    expect(perPoll).toHaveLength(3 * (shoe.rounds - shoe.index));
    expect(perPoll.filter((reads) => reads > 0)).toEqual([]);
  });

  it('shows the next shoe another instance made, with the history across both shoes from the seeds', async () => {
    const poll = await sit('LIVE_EUROPEAN_ROULETTE');
    toRound(ROULETTE, nextRoundOf(ROULETTE));
    const before = (await poll()).state;
    const shoe = before.shoe!;
    // The round after the shoe's last: this instance knows only the shoe before it.
    const roundNo = before.round.roundNo - shoe.index + shoe.rounds;
    toRound(ROULETTE, roundNo);

    const made = await ensureCurrentShoe(otherInstance(t), ROULETTE, roundNo);
    const { state, statements } = await poll();
    expect(state.shoe).toMatchObject({ id: made!.shoe.id, shoeNo: shoe.shoeNo + 1, index: 0 });
    const rows = await shoesOf(ROULETTE);
    const [previous, current] = [rows.at(-2)!, rows.at(-1)!];
    expect(current.id).toBe(made!.shoe.id);
    expect(state.history).toEqual(toJson(dealsOf(ROULETTE, previous).slice(-60)));
    // One read finds the other instance's shoe (this instance makes none); the next poll reads none.
    expect(shoeReads(statements)).toBe(1);
    expect(statements.filter((text) => text.startsWith('insert into "table_shoes"'))).toEqual([]);
    expect(shoeReads((await poll()).statements)).toBe(0);
  });

  it("agrees with an instance that remembers nothing, round by round through a card shoe's end and shuffle", async () => {
    const poll = await sit('LIVE_BACCARAT_SPEED');
    toRound(SPEED_BACCARAT, nextRoundOf(SPEED_BACCARAT));
    const start = (await poll()).state;
    const shoe = start.shoe!;
    const lastRound = start.round.roundNo - shoe.index + shoe.rounds;
    let shuffles = 0;
    const readingRounds: number[] = [];
    for (let roundNo = start.round.roundNo; roundNo <= lastRound + 2; roundNo += 1) {
      const { state, statements } = await poll();
      if (shoeReads(statements) > 0) readingRounds.push(roundNo);
      expect(state.round.roundNo).toBe(roundNo);
      const cold = await ensureCurrentShoe(otherInstance(t), SPEED_BACCARAT, roundNo);
      expect(state.shoe?.id ?? null).toBe(cold?.shoe.id ?? null);
      expect(state.shoe?.index ?? null).toBe(cold?.index ?? null);
      if (state.round.phase === 'SHUFFLING') shuffles += 1;
      toRound(SPEED_BACCARAT, roundNo + 1);
    }
    expect(shuffles).toBe(1);
    // Only the poll that makes the next shoe reads shoes: not the shoe's hands, and not the shuffle round.
    expect(readingRounds).toEqual([lastRound + 1]);
    expect((await shoesOf(SPEED_BACCARAT)).map((row) => row.shoeNo)).toEqual([shoe.shoeNo, shoe.shoeNo + 1]);
  });
});
