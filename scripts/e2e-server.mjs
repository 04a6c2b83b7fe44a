#!/usr/bin/env node
// The server that browser tests run against: the built app on E2E_PORT, with a fresh database
// (a new database on TEST_DATABASE_URL's server, dropped on exit; else an embedded PostgreSQL in a temp dir).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = `vocakey_e2e_${process.pid}`;
let dropDatabase = async () => {};

if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  // Databases left by runs that were killed: their process no longer exists.
  const stale = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'vocakey_e2e_%'`);
  for (const { datname } of stale.rows) {
    const pid = Number(datname.slice('vocakey_e2e_'.length));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vocakey-e2e-'));
  fs.chmodSync(process.env.DATA_DIR, 0o755);
}

process.env.PORT = process.env.E2E_PORT ?? '3210';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV = 'test';
process.env.JWT_SECRET ??= 'e2e-only-secret-0123456789-abcdefghijklmnop';

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.prependListener(signal, () => {
    void dropDatabase().catch(() => {});
  });
}
process.on('exit', () => {
  if (process.env.DATA_DIR?.includes('vocakey-e2e-')) fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
});
await import(path.join(root, 'apps/api/dist/server.js'));
