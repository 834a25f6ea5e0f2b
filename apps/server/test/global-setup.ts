import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { testClockStart } from './test-clock.ts';

/*
 * Builds the test database once per run — every migration and the whole demo seed, most of an integration
 * file's time — and hands it to the files to copy: a PGlite data directory dump (a file), and, when CI provides
 * PostgreSQL, a template database that `create database … template` copies in a fraction of a second.
 */

declare module 'vitest' {
  // Vitest's injected values are typed by merging into its interface, which only an interface declaration can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A tar dump of a migrated, seeded PGlite data directory. */
    pgliteTemplateFile: string;
    /** A migrated, seeded PostgreSQL database to copy (only when TEST_DATABASE_URL is set). */
    postgresTemplate: string | null;
  }
}

async function seed(database: Database): Promise<void> {
  // Seeded at the run's clock start; every file's clock starts there or later, never behind the seeded rows.
  await seedDemoData(database.db, 'LUCKY', 'http://localhost:8080', testClockStart());
}

const adminQuery = async (sql: string) => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The house game pages load scripts the web toolchain builds (apps/web/src/house-games); built here when stale.
  const houseBuild = fileURLToPath(new URL('../../../scripts/build-house-games.mjs', import.meta.url));
  if (spawnSync(process.execPath, [houseBuild], { stdio: 'inherit' }).status !== 0)
    throw new Error('building the house games failed');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'lucky-test-db-'));
  const pgliteTemplateFile = path.join(folder, 'pglite.tar');
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await seed(pglite);
  const client = (pglite.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  await writeFile(pgliteTemplateFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();

  let postgresTemplate: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = `lucky_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${postgresTemplate}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgresTemplate}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await seed(database);
    // A template must have no connection open when it is copied.
    await database.close();
  }
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (postgresTemplate) await adminQuery(`drop database if exists ${postgresTemplate} with (force)`);
  };
}
