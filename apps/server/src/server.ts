import { buildApp } from './app.ts';
import { ConfigError, isDemoConfig, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { refusePublishedDemoLogins } from './db/seed/demo-credentials.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATORS, seedDemoData } from './db/seed/seed-demo.ts';
import { closeOnSignals } from './modules/observability/graceful-shutdown.ts';
import { serializeErrorForLog } from './plugins/error-log.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const origin = `http://localhost:${config.PORT}`;
  // Production (NODE_ENV=production) never gets the demo accounts, whatever SEED_DEMO says.
  const isDemo = isDemoConfig(config);
  if (isDemo) await seedDemoData(database.db, config.MERCHANT_CODE, origin);
  else {
    try {
      await refusePublishedDemoLogins(database.db);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
  }
  const { app, ctx } = await buildApp({ config, database, startJobs: true });
  app.addHook('onClose', () => database.close());
  closeOnSignals({ app, ctx });
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
  const lines = [
    '',
    `  Lucky Star is running at ${origin}  (API docs: ${origin}/docs)`,
    `  Database: ${where}`,
    ...(isDemo
      ? [
          '  Demo accounts (username / password):',
          ...DEMO_ACCOUNTS.map(
            (a) => `    ${a.username.padEnd(10)} / ${a.password.padEnd(11)} ${a.role}, opening balance ${a.opening}`,
          ),
        ]
      : []),
    ...(isDemo
      ? [
          `  Finance desk at ${origin}/ops (operator / password):`,
          ...DEMO_OPERATORS.map(
            (o) => `    ${o.username.padEnd(10)} / ${o.password.padEnd(11)} operator, role ${o.role}`,
          ),
        ]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  // Through the log serializer: a failed migration or seed query must not print its parameter values.
  console.error('Failed to start:', JSON.stringify(serializeErrorForLog(error), null, 2));
  process.exit(1);
});
