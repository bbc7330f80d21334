import { ConsoleLogger, SystemClock } from '@kickoff/platform';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { ShiftableClock } from './modules/dev/dev.clock';
import { MIGRATIONS_DIR } from './paths';
import { seedDemo } from './seed/seed';
import { readSettings } from './settings';

async function main(): Promise<void> {
  const { settings, database, dataDir } = readSettings();
  const logger = new ConsoleLogger((process.env['LOG_LEVEL'] as 'info' | undefined) ?? 'info');
  if (database.kind === 'pglite') mkdirSync(dataDir, { recursive: true });
  const db = await openDatabase(database);
  const applied = await migrate(db, MIGRATIONS_DIR);
  logger.info('database ready', { kind: db.kind, migrationsApplied: applied.length });
  // The system clock, which only the development control `POST /dev-api/clock/advance` can shift.
  const context = { db, clock: new ShiftableClock(new SystemClock()), logger, settings };
  if (process.env['SEED'] !== '0') await seedDemo(context);
  const { app, stopJobs } = await buildApp(context, { level: process.env['LOG_LEVEL'] ?? 'info' });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopJobs();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  app.log.info(`Kickoff is serving on ${settings.publicOrigin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
