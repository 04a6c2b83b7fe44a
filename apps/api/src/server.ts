import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { runMigrations, withMigrationLock } from './db/migrate.ts';
import { runSeed } from './db/seed/index.ts';
import pino from 'pino';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino(loggerOptions(config.LOG_LEVEL) as pino.LoggerOptions);
  const started = Date.now();

  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, (m) => log.info(m));
    url = embedded.url;
  }
  const database = createDatabase(url, { max: config.DATABASE_POOL_MAX });
  await withMigrationLock(database.pool, async () => {
    await runMigrations(database.db);
    const admin =
      config.ADMIN_EMAIL && config.ADMIN_PASSWORD
        ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }
        : undefined;
    const seeded = await runSeed(database.db, { demoAccounts: config.seedDemoAccounts, admin });
    log.info({ referenceVersion: seeded.referenceVersion }, 'database migrated and seeded');
  });

  const app = await buildApp({ config, database, logger: log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await embedded?.stop();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('uncaughtException', (err) => {
    log.fatal({ err }, 'uncaught exception');
    void embedded?.stop().finally(() => process.exit(1));
  });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
    log.info(`Vocakey is ready on http://localhost:${config.PORT} (started in ${Date.now() - started} ms)`);
  } catch (err) {
    log.error({ err }, 'could not listen');
    await app.close().catch(() => {});
    await embedded?.stop();
    process.exit(1);
  }
}

void main();
