import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import type pg from 'pg';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    /** Whether the database answers, checked at most once a second however many callers ask. */
    databaseIsUp(): Promise<boolean>;
  }
}

const PROBE_MAX_AGE_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('pool', database.pool);

    let last = { at: 0, up: false };
    let running: Promise<boolean> | undefined;
    const probe = async (): Promise<boolean> => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
        });
        await Promise.race([database.pool.query('select 1'), timeout]);
        return true;
      } catch (err) {
        app.log.warn({ err: (err as Error).message }, 'database probe failed');
        return false;
      } finally {
        clearTimeout(timer);
      }
    };
    app.decorate('databaseIsUp', async () => {
      if (Date.now() - last.at < PROBE_MAX_AGE_MS) return last.up;
      running ??= probe().then((up) => {
        last = { at: Date.now(), up };
        running = undefined;
        return up;
      });
      return running;
    });

    app.addHook('onClose', async () => {
      await database.pool.end();
    });
  },
  { name: 'database' },
);
