import type { FastifyBaseLogger } from 'fastify';
import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@vocakey/shared/roles';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/client.ts';
import { databaseUrl, quoteIdent } from './global-setup.ts';

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface TestApp {
  app: App;
  db: Db;
  pool: pg.Pool;
  /** The test database's url (direct to the server, even when the app goes through a proxy). */
  url: string;
  config: Config;
  /** Closes the app (and its pool) and drops the database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Connect the app to the database through another host and port (a proxy in front of the real server). */
  via?: { host: string; port: number };
  /** Runs after buildApp and before ready: the place to add test-only routes or hooks. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** Extra environment for loadConfig (e.g. REDIS_URL). */
  env?: Record<string, string>;
  /** A logger to capture what the app logs (default: none). */
  logger?: FastifyBaseLogger;
  /** Use this existing database instead of cloning a new one (a second API process on the same data). */
  shareDatabaseOf?: TestApp;
}

/** Host and port of the PostgreSQL server the tests run against. */
export function databaseServer(): { host: string; port: number } {
  const url = new URL(inject('databaseServerUrl'));
  return { host: url.hostname, port: Number(url.port || 5432) };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The real app on a database of its own, cloned from the seeded template: call it in `beforeAll` and `close()` in
 * `afterAll`. Every test file starts from the same clean data, whatever the other files do.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = inject('databaseServerUrl');
  const shared = options.shareDatabaseOf;
  const name = shared
    ? new URL(shared.url).pathname.slice(1)
    : `${inject('testDatabasePrefix')}${crypto.randomBytes(4).toString('hex')}`;
  if (!shared) {
    await adminQuery(`create database ${quoteIdent(name)} template ${quoteIdent(inject('templateDatabase'))}`);
  }
  const url = databaseUrl(serverUrl, name);

  let appUrl = url;
  if (options.via) {
    const proxied = new URL(url);
    proxied.hostname = options.via.host;
    proxied.port = String(options.via.port);
    appUrl = proxied.toString();
  }

  const drop = () =>
    shared ? Promise.resolve() : adminQuery(`drop database if exists ${quoteIdent(name)} with (force)`);
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: appUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      ...options.env,
    });
    const database = createDatabase(appUrl, { max: 4 });
    const app = await buildApp({ config, database, serveWeb: false, logger: options.logger ?? false });
    try {
      await options.beforeReady?.(app);
      await app.ready();
    } catch (err) {
      await app.close();
      throw err;
    }
    return {
      app,
      db: database.db,
      pool: database.pool,
      url,
      config,
      close: async () => {
        try {
          await app.close();
        } finally {
          await drop();
        }
      },
    };
  } catch (err) {
    await drop();
    throw err;
  }
}

export interface TcpProxy {
  port: number;
  /** Destroys every open connection and refuses new ones until `resume()`. */
  pause(): Promise<void>;
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 (random port) in front of `targetHost:targetPort`, to cut a connection at will. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let paused = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    if (paused) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  const destroyAll = () =>
    Promise.all(
      [...sockets].map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.closed) return resolve();
            socket.once('close', () => resolve());
            socket.destroy();
          }),
      ),
    );

  return {
    port,
    async pause() {
      paused = true;
      await destroyAll();
    },
    resume() {
      paused = false;
    },
    async close() {
      paused = true;
      await destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A session for a seeded account, made directly in the database (as a login would), possibly already ended. */
export async function insertSession(
  pool: pg.Pool,
  email: string,
  { revoked = false }: { revoked?: boolean } = {},
): Promise<{ userId: string; sessionId: string; role: Role }> {
  const { rows } = await pool.query<{ user_id: string; session_id: string; role: Role }>(
    `with account as (select id, role from users where lower(email) = lower($1))
     insert into sessions (user_id, expires_at, revoked_at)
     select id, now() + interval '1 day', case when $2::boolean then now() end from account
     returning user_id, id as session_id, (select role from account) as role`,
    [email, revoked],
  );
  const row = rows[0];
  if (!row) throw new Error(`no seeded account ${email}`);
  return { userId: row.user_id, sessionId: row.session_id, role: row.role };
}
