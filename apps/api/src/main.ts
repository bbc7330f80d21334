import { ConsoleLogger, SystemClock } from '@kickoff/platform';
import { join } from 'node:path';
import { buildApp } from './app';
import { servedLog } from './log';
import { collectStartupGarbage, openDatabase, type DatabaseOptions } from './db/database';
import { migrate } from './db/migrate';
import { ShiftableClock } from './modules/dev/dev.clock';
import { MIGRATIONS_DIR } from './paths';
import { seedDemo } from './seed/seed';
import { readSettings } from './settings';
import { StartupError, explainStartupError, prepareDataFolder } from './startup';

// The HTTP log written asynchronously (issue 20, log.ts): the same lines at the same level.
const log = servedLog(process.env['LOG_LEVEL'] ?? 'info');

async function main(): Promise<void> {
  const { settings, database, dataDir } = readSettings();
  const logger = new ConsoleLogger((process.env['LOG_LEVEL'] as 'info' | undefined) ?? 'info');
  const place = database.kind === 'pglite' ? { dataDir } : { databaseUrl: database.connectionString };
  if (database.kind === 'pglite') prepareDataFolder(dataDir, join(dataDir, 'db'));
  // Issue 20: the embedded database runs in a worker thread, so its statements leave the API's
  // thread to HTTP (PGLITE_THREAD=inline keeps it on this thread, as the tests run it).
  const options: DatabaseOptions = database.kind === 'pglite' ? { ...database, thread: process.env['PGLITE_THREAD'] === 'inline' ? 'inline' : 'worker' } : database;
  const db = await openDatabase(options).catch((error: unknown) => {
    throw explainStartupError(error, place);
  });
  const applied = await (async () => {
    if (db.kind === 'postgres') {
      const [server] = await db.query<{ version: string }>('select version() as version');
      if (!/^PostgreSQL /.test(server?.version ?? '')) throw new StartupError(`the server of DATABASE_URL is not PostgreSQL (it says "${server?.version ?? 'nothing'}")`);
    }
    return migrate(db, MIGRATIONS_DIR);
  })().catch((error: unknown) => {
    throw explainStartupError(error, place);
  });
  logger.info('database ready', { kind: db.kind, migrationsApplied: applied.length });
  // The system clock, which only the development control `POST /dev-api/clock/advance` can shift.
  const context = { db, clock: new ShiftableClock(new SystemClock()), logger, settings };
  if (process.env['SEED'] !== '0') await seedDemo(context);
  const { app, stopJobs } = await buildApp(context, log.options);
  // the database's first start and the seed leave large buffers behind (issue 19: memory at rest)
  collectStartupGarbage();
  await db.collectGarbage?.();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopJobs();
    await app.close();
    await db.close();
    await log.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host }).catch((error: unknown) => {
    throw explainStartupError(error, { port: settings.port });
  });
  app.log.info(`Kickoff is serving on ${settings.publicOrigin}`);
}

main().catch(async (error: unknown) => {
  // A known cause is one line an operator can act on; anything else keeps its stack.
  console.error(error instanceof StartupError ? `Kickoff cannot start: ${error.message}` : error);
  await log.close();
  process.exit(1);
});
