#!/usr/bin/env node
// The server that browser tests run against: the built app on E2E_PORT, with a fresh database
// (a new database on TEST_DATABASE_URL's server, dropped on exit; else an embedded PostgreSQL in a temp dir).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

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

// A real SMTP server receives the app's mails; the browser tests read them at http://127.0.0.1:E2E_MAIL_PORT/mails.
const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, at: Date.now() });
      callback();
    });
  },
});
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3211);
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
http
  .createServer((req, res) => {
    const to = new URL(req.url, 'http://x').searchParams.get('to');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails.filter((m) => !to || m.to.includes(to.toLowerCase()))));
  })
  .listen(Number(process.env.E2E_MAIL_PORT ?? 3212), '127.0.0.1');

process.env.PORT = process.env.E2E_PORT ?? '3210';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV = 'test';
process.env.JWT_SECRET ??= 'e2e-only-secret-0123456789-abcdefghijklmnop';
process.env.APP_URL = `http://127.0.0.1:${process.env.PORT}`;
// The journeys sign in and out many times from one address; the limit itself is proven by the API tests.
process.env.AUTH_RATE_LIMIT_PER_MINUTE ??= '1000';

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.prependListener(signal, () => {
    void dropDatabase().catch(() => {});
  });
}
process.on('exit', () => {
  if (process.env.DATA_DIR?.includes('vocakey-e2e-')) fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
});
await import(path.join(root, 'apps/api/dist/server.js'));
