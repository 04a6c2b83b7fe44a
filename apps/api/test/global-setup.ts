import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { runSeed } from '../src/db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection url to the test server's maintenance database: used only to create and drop databases. */
    databaseServerUrl: string;
    /** Migrated and seeded (with demo accounts) once per run; each test file clones it. */
    templateDatabase: string;
    /** Every database a test file creates starts with this, so teardown finds the ones left behind. */
    testDatabasePrefix: string;
  }
}

/** The same server, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs once for the `api` project. Uses TEST_DATABASE_URL's server when set (CI), else starts an embedded
 * PostgreSQL in a temporary folder. The given database itself is never touched: we only create and drop
 * databases of our own beside it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocakey-test-pg-'));
    // Run as root, the PostgreSQL binaries run as another OS user, which must be able to enter the folder.
    fs.chmodSync(tempDir, 0o755);
    try {
      embedded = await startEmbeddedPostgres(tempDir);
    } catch (err) {
      fs.rmSync(tempDir, { recursive: true, force: true });
      throw err;
    }
    serverUrl = embedded.url;
  }

  const runId = crypto.randomBytes(4).toString('hex');
  const templateDatabase = `vocakey_template_${runId}`;
  const testDatabasePrefix = `vocakey_test_${runId}_`;

  const teardown = async () => {
    try {
      await withAdmin(serverUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname = $1 or starts_with(datname, $2)`,
          [templateDatabase, testDatabasePrefix],
        );
        for (const { datname } of rows) {
          await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
        }
      });
    } finally {
      await embedded?.stop();
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    }
  };

  try {
    await withAdmin(serverUrl, (client) => client.query(`create database ${quoteIdent(templateDatabase)}`));
    const database = createDatabase(databaseUrl(serverUrl, templateDatabase), { max: 2 });
    try {
      await runMigrations(database.db);
      await runSeed(database.db, { demoAccounts: true });
    } finally {
      // A template can be cloned only while nobody is connected to it.
      await database.pool.end();
    }
  } catch (err) {
    await teardown();
    throw err;
  }

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('testDatabasePrefix', testDatabasePrefix);
  return teardown;
}
