import type pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

/** Any number for pg_advisory_lock, shared by every process that migrates or seeds this database. */
const MIGRATION_LOCK = 8_413_370_001;

/**
 * Runs `work` while holding a database-wide advisory lock on a connection of its own, so several API processes
 * starting together migrate and seed one after another instead of racing.
 */
export async function withMigrationLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
