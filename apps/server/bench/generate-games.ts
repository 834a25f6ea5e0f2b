/**
 * Fills a database with a benchmark catalogue: 10,000 games over 40 vendors of every category.
 * It is measurement data, not the demo seed; run it on a database made for the benchmark:
 *
 *   node --import tsx apps/server/bench/generate-games.ts postgres://postgres@127.0.0.1:5432/lucky_bench [count]
 *
 * Migrations are applied first (openDatabase does), so an empty database works. Rows are inserted in
 * batches; vendors and games already there (by code) are left alone, so it can be run again.
 */
import { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import { openDatabase } from '../src/db/client.ts';
import { games } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';

const VENDOR_COUNT = 40;
const BATCH = 500;
const CLASSIFIES = ['VIDEO_SLOT', 'CLASSIC_SLOT', 'MEGAWAYS', 'JACKPOT', 'TABLE', 'ARCADE'];
const MIN_BETS = [1n, 10n, 20n, 50n, 100n, 500n];
const LINES = [0, 5, 9, 10, 20, 25, 40, 50, 243];
const WORDS = [
  'Lucky',
  'Dragon',
  'Gold',
  'Fortune',
  'Jade',
  'Tiger',
  'Pearl',
  'Star',
  'Wild',
  'Mega',
  'Royal',
  'Ocean',
  'Fire',
  'Moon',
];

export async function generateGames(databaseUrl: string, count: number): Promise<void> {
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  try {
    const vendors = Array.from({ length: VENDOR_COUNT }, (_, index) => ({
      code: `BENCH_V${String(index + 1).padStart(2, '0')}`,
      displayName: `Bench Vendor ${index + 1}`,
      category: GAME_CATEGORIES[index % GAME_CATEGORIES.length]!,
      isHot: index % 7 === 0,
      sort: 100 + index,
    }));
    await database.db.insert(gameVendors).values(vendors).onConflictDoNothing();
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const n = start + offset;
        const vendor = vendors[n % VENDOR_COUNT]!;
        const name = `${WORDS[n % WORDS.length]} ${WORDS[(n * 7 + 3) % WORDS.length]} ${n}`;
        return {
          vendorCode: vendor.code,
          gameCode: `G${n}`,
          category: vendor.category,
          names: { EN: name, VI: `${name} VN`, CN: `${name} CN` },
          iconPath: `/house/icons/bench-${n % 50}.svg`,
          gameClassify: CLASSIFIES[n % CLASSIFIES.length]!,
          minBet: MIN_BETS[n % MIN_BETS.length]!,
          lineCount: LINES[n % LINES.length]!,
          isHot: n % 25 === 0,
          isNew: n % 40 === 0,
          status:
            n % 200 === 0 ? ('MAINTENANCE' as const) : n % 333 === 0 ? ('DISABLED' as const) : ('ACTIVE' as const),
          sort: n % 1000,
        };
      });
      await database.db.insert(games).values(rows).onConflictDoNothing();
    }
    await database.db.execute('analyze games');
  } finally {
    await database.close();
  }
}

const isMain = process.argv[1]?.endsWith('generate-games.ts');
if (isMain) {
  const [url, countText] = process.argv.slice(2);
  if (!url) {
    console.error('usage: generate-games.ts <postgres url> [count=10000]');
    process.exit(2);
  }
  const count = Number(countText ?? 10_000);
  const started = Date.now();
  await generateGames(url, count);
  console.log(`${count} games over ${VENDOR_COUNT} vendors in ${Date.now() - started} ms`);
}
