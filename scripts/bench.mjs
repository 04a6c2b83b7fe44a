#!/usr/bin/env node
// `npm run bench`: API throughput of the built server against a bare Fastify baseline, in one run.
//
//   1. Builds (`npm run build`) when apps/api/dist/server.js or apps/web/dist/index.html is missing.
//   2. Starts the built server on a free loopback port (LOG_LEVEL=warn, NODE_ENV=development with an explicit
//      40-character JWT_SECRET; an embedded PostgreSQL in a temporary DATA_DIR unless BENCH_DATABASE_URL is set,
//      in which case that database is migrated and seeded like any deployment would) and waits for /api/health.
//   3. Starts scripts/bench-bare-server.mjs (bare Fastify hello world) as a separate process.
//   4. Drives each with autocannon, 50 connections, BENCH_DURATION seconds (default 10) after a short
//      warm-up (BENCH_WARMUP seconds, default 3; 0 skips it): bare `/`, our `/api/health`, our `/api/Nations`,
//      and, for information only, `/api/Nations` with `Accept-Encoding: br, gzip` as a browser sends it.
//   5. Prints req/s (average), p50/p99 latency and the ratios health/bare (target ≥ 0.8) and Nations/bare
//      (target ≥ 0.5), with the machine and date. A missed target prints MISSED but the exit code stays 0:
//      a benchmark figure is not a test. `--write` replaces the "API throughput" figures in docs/performance.md.
//   6. Stops both servers with SIGTERM (the server stops its embedded PostgreSQL) and removes the temp folder.
//      Ctrl+C does the same.
//
// Other work on the machine skews every figure: just before the run it measures how busy the CPUs are, and
// during each measurement how much CPU processes outside the benchmark took (from /proc); a measurement in which
// they took more than 10 % is taken again (3 tries at most). Both are printed and written with the figures.
// BENCH_QUIET_WAIT=<seconds> waits up to that long for the CPUs to be under 20 % busy before starting.
//
// The helpers below (building, starting and stopping the server, machine facts, doc updates, Ctrl+C) are also
// used by scripts/bench-web.mjs.
import { execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOC_FILE = path.join(ROOT, 'docs/performance.md');
const SERVER_ENTRY = path.join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------------------------

const cleanups = [];

/** Registers work to do on Ctrl+C / SIGTERM (run newest first); returns a function that unregisters it. */
export function onInterrupt(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** Ctrl+C or SIGTERM: run the registered clean-ups (stop servers, close the browser), then exit 130. */
export function installInterruptHandler() {
  let stopping = false;
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping everything this benchmark started…`);
    for (const fn of [...cleanups].reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`  clean-up failed: ${err.message}`);
      }
    }
    process.exit(130);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

export function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { cwd: ROOT, stdio: 'inherit' });
}

/** Builds both apps when either output is missing (or always, with `always`). */
export function ensureBuilt({ always = false } = {}) {
  if (always || !fs.existsSync(SERVER_ENTRY) || !fs.existsSync(WEB_INDEX)) run('npm run build');
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Keeps the last lines a child printed, and echoes them with a prefix (the server logs at warn level). */
function captureOutput(child, prefix, tail) {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (prefix) console.error(`${prefix} ${line}`);
      }
    });
  }
}

/** SIGTERM, then wait for the exit; SIGKILL after `graceMs`. Resolves with the exit code (or signal). */
export async function stopChild(child, graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode ?? child.signalCode;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    console.error(`  pid ${child.pid} did not stop within ${graceMs / 1000} s: SIGKILL`);
    child.kill('SIGKILL');
  }, graceMs);
  const result = await exited;
  clearTimeout(timer);
  return result;
}

/** A PostgreSQL that outlived its server (should not happen): stop it by the pid in its own lock file. */
async function stopLeftoverPostgres(dataDir) {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!(pid > 0) || !alive()) return;
  // SIGINT is PostgreSQL's "fast shutdown"; SIGQUIT its "immediate shutdown" (SIGKILL would orphan its workers).
  console.error(`  embedded PostgreSQL (pid ${pid}) is still running: sending it SIGINT`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(); i++) await sleep(100);
  if (alive()) process.kill(pid, 'SIGQUIT');
}

/**
 * Starts the built Vocakey server on a free loopback port and waits until /api/health answers 200.
 * `webDistDir` serves a copy of the web build instead of apps/web/dist (which a concurrent build may replace).
 * Returns { url, port, dataDir, stop() }; stop() is also registered for Ctrl+C.
 */
export async function startVocakey({ databaseUrl = process.env.BENCH_DATABASE_URL, webDistDir } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocakey-bench-'));
  // The embedded PostgreSQL runs as another OS user when we are root: it must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    NODE_ENV: 'development', // production refuses generated secrets; the secret below is explicit anyway
    JWT_SECRET: crypto.randomBytes(30).toString('base64url'), // 40 characters
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_ACCOUNTS: 'false',
  };
  if (webDistDir) env.WEB_DIST_DIR = webDistDir;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const tail = [];
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  captureOutput(child, '[vocakey]', tail);

  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      const code = await stopChild(child);
      if (!databaseUrl) await stopLeftoverPostgres(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) console.error(`  the Vocakey server exited with ${code}`);
    })());
  const unregister = onInterrupt(stop);

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
      }
      if (Date.now() - started > 120_000) throw new Error('the server was not healthy within 120 s');
      try {
        const res = await fetch(`${url}/api/health`);
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
  } catch (err) {
    await stop();
    unregister();
    if (tail.length) console.error(tail.join('\n'));
    throw err;
  }
  const where = databaseUrl ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL';
  console.log(`Vocakey server ready on ${url} (${where}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      await stop();
      unregister();
    },
  };
}

/** Starts scripts/bench-bare-server.mjs and waits for its `listening <port>` line. */
async function startBareServer() {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/bench-bare-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => stopChild(child, 5_000);
  const unregister = onInterrupt(stop);
  const port = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the bare server did not start within 15 s')), 15_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.stderr.on('data', (chunk) => process.stderr.write(`[bare] ${chunk}`));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}) before it listened`)));
  }).catch(async (err) => {
    await stop();
    unregister();
    throw err;
  });
  console.log(`bare Fastify server ready on http://127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stop();
      unregister();
    },
  };
}

/** The machine, for the record: CPU model, cores, RAM, Node version, OS, date, commit. */
export function machineInfo() {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty = execSync('git status --porcelain', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    if (dirty.trim()) commit += ' + uncommitted changes';
  } catch {
    // not a git checkout
  }
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.availableParallelism?.() ?? os.cpus().length,
    ramGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit,
  };
}

export function machineLine(m) {
  return `${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, Node ${m.node}, ${m.os}`;
}

const cpuTotals = () =>
  os.cpus().reduce(
    (acc, c) => {
      const t = c.times;
      acc.total += t.user + t.nice + t.sys + t.idle + t.irq;
      acc.idle += t.idle;
      return acc;
    },
    { total: 0, idle: 0 },
  );

/**
 * CPU milliseconds used so far by this process and all its descendants (servers, PostgreSQL, Chromium), from
 * /proc; undefined where there is no /proc.
 */
function ownTreeCpuMs() {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  const children = new Map();
  const ticks = new Map();
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after "(comm) ": state ppid ... utime (index 11 from here) stime cutime cstime. cutime and
      // cstime hold the children it has reaped, so a browser renderer that ended mid-run still counts as ours.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(f[1]);
      ticks.set(Number(pid), Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  let sum = 0;
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop();
    sum += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return sum * 10; // USER_HZ is 100 on Linux: one tick is 10 ms
}

/**
 * Starts watching how much of the machine's CPU other processes (not this benchmark, its servers, PostgreSQL or
 * the browser) use; the returned function gives their share of all cores since then, or undefined without /proc.
 */
export function watchOtherCpu() {
  const a = cpuTotals();
  const ownA = ownTreeCpuMs();
  return () => {
    const b = cpuTotals();
    const ownB = ownTreeCpuMs();
    const total = b.total - a.total;
    if (ownA === undefined || ownB === undefined || total <= 0) return undefined;
    const busy = total - (b.idle - a.idle);
    return Math.min(1, Math.max(0, (busy - (ownB - ownA)) / total));
  };
}

/**
 * Other work on the machine skews every figure. Measures how busy other processes keep the CPUs; when
 * BENCH_QUIET_WAIT (seconds, default 0) is set, waits up to that long for them to fall under 20 %.
 * Returns a line for the report.
 */
export async function checkQuiet() {
  const wait = Number(process.env.BENCH_QUIET_WAIT ?? 0) * 1000;
  const until = Date.now() + wait;
  const othersBusy = async () => {
    const stop = watchOtherCpu();
    await sleep(2_000);
    return stop() ?? 0;
  };
  let busy = await othersBusy();
  while (busy > 0.2 && Date.now() < until) {
    console.log(`  CPUs ${(busy * 100).toFixed(0)} % busy with other work: waiting for a quieter moment…`);
    await sleep(5_000);
    busy = await othersBusy();
  }
  const line = `CPUs ${(busy * 100).toFixed(0)} % busy with other processes just before the run`;
  if (busy > 0.2) console.log(`  warning: ${line}; the figures will be pessimistic`);
  return busy > 0.2 ? `${line} (figures pessimistic)` : line;
}

/**
 * Replaces what lies between `<!-- bench:<id> -->` and `<!-- /bench:<id> -->` in docs/performance.md with
 * `body`. Text outside the markers (the reading of the figures) is left alone. If the markers are missing they are
 * added right under `heading` (or the heading is appended at the end of the file).
 */
export function updateDocSection(id, heading, body) {
  const open = `<!-- bench:${id} (written by the benchmark script with --write; edit outside these markers) -->`;
  const close = `<!-- /bench:${id} -->`;
  const block = `${open}\n${body.trim()}\n${close}`;
  let doc = fs.existsSync(DOC_FILE) ? fs.readFileSync(DOC_FILE, 'utf8') : '# Performance\n';
  const re = new RegExp(`<!-- bench:${id}\\b[^>]*-->[\\s\\S]*?<!-- /bench:${id} -->`);
  if (re.test(doc)) {
    doc = doc.replace(re, () => block);
  } else {
    const headingLine = new RegExp(`^## ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\n]*\\n`, 'm');
    const m = headingLine.exec(doc);
    if (m) doc = `${doc.slice(0, m.index + m[0].length)}\n${block}\n${doc.slice(m.index + m[0].length)}`;
    else doc = `${doc.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  }
  fs.mkdirSync(path.dirname(DOC_FILE), { recursive: true });
  fs.writeFileSync(DOC_FILE, doc);
  console.log(`updated "${heading}" in ${path.relative(ROOT, DOC_FILE)}`);
}

/** A plain-text table; the same rows also render as Markdown. */
export function formatTable(header, rows, { markdown = false, align } = {}) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const right = align ?? header.map(() => false);
  const cell = (s, i) => (right[i] ? s.padStart(widths[i]) : s.padEnd(widths[i]));
  if (markdown) {
    const line = (r) => `| ${r.map(cell).join(' | ')} |`;
    const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
    return [line(all[0]), rule, ...all.slice(1).map(line)].join('\n');
  }
  const line = (r) => r.map(cell).join('   ').trimEnd();
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('   '), ...all.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The API benchmark
// ---------------------------------------------------------------------------------------------------------------

const CONNECTIONS = 50;
const TARGETS = { health: 0.8, nations: 0.5 };

let currentCannon;

async function cannon(url, seconds, headers = {}) {
  const { default: autocannon } = await import('autocannon');
  return new Promise((resolve, reject) => {
    currentCannon = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (err, result) => {
      currentCannon = undefined;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/** Other processes using more than this share of the CPUs during a measurement spoil it: it is taken again. */
const OTHER_CPU_LIMIT = 0.1;
const MAX_TRIES = 3;

async function measure(label, url, { duration, warmup, headers }) {
  if (warmup > 0) await cannon(url, warmup, headers);
  let r;
  let other;
  for (let attempt = 1; ; attempt++) {
    process.stdout.write(`  ${label.padEnd(44)} `);
    const stopWatch = watchOtherCpu();
    r = await cannon(url, duration, headers);
    other = stopWatch();
    if (other === undefined || other <= OTHER_CPU_LIMIT || attempt === MAX_TRIES) break;
    console.log(`other processes used ${(other * 100).toFixed(0)} % of the CPUs: measuring again`);
  }
  const result = {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerReq: r.requests.total ? r.throughput.total / r.requests.total : 0,
    total: r.requests.total,
    ok: r['2xx'],
    bad: r.non2xx + r.errors + r.timeouts,
    other,
  };
  console.log(
    `${Math.round(result.rps).toLocaleString('en-US')} req/s, p99 ${result.p99} ms` +
      (other === undefined ? '' : ` (other processes: ${(other * 100).toFixed(0)} % CPU)`),
  );
  if (result.bad) console.log(`    ! ${result.bad} responses were not 2xx, errors or timeouts`);
  return result;
}

async function main() {
  const write = process.argv.includes('--write');
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmup = Number(process.env.BENCH_WARMUP ?? 3);
  if (!(duration > 0) || !(warmup >= 0)) throw new Error('BENCH_DURATION must be > 0 and BENCH_WARMUP ≥ 0');
  installInterruptHandler();
  onInterrupt(async () => currentCannon?.stop());

  ensureBuilt();
  const machine = machineInfo();
  const vocakey = await startVocakey();
  let bare;
  let quiet = '';
  const results = {};
  try {
    bare = await startBareServer();
    quiet = await checkQuiet();
    const { version } = (await (await fetch(`${vocakey.url}/api/health`)).json()).data;
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${duration} s per target` +
        (warmup ? ` after a ${warmup} s warm-up` : '') +
        ` (API ${version})`,
    );
    const opts = { duration, warmup };
    results.bare = await measure('bare Fastify        GET /', `${bare.url}/`, opts);
    results.health = await measure('Vocakey             GET /api/health', `${vocakey.url}/api/health`, opts);
    results.nations = await measure('Vocakey             GET /api/Nations', `${vocakey.url}/api/Nations`, opts);
    results.nationsCompressed = await measure('Vocakey (br, gzip)  GET /api/Nations', `${vocakey.url}/api/Nations`, {
      ...opts,
      headers: { 'accept-encoding': 'br, gzip' },
    });
  } finally {
    console.log('\nstopping the servers…');
    await bare?.stop();
    await vocakey.stop();
  }

  // The report
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const kb = (n) => (n < 1024 ? `${Math.round(n)} B` : `${(n / 1024).toFixed(1)} KB`);
  const verdicts = [];
  const row = (r, key) => {
    const ratio = r.rps / results.bare.rps;
    const target = key ? TARGETS[key] : undefined;
    const met = target === undefined ? undefined : ratio >= target;
    if (met !== undefined) verdicts.push({ label: r.label.replace(/\s+/g, ' '), ratio, target, met });
    return [
      r.label.replace(/\s{2,}/g, ' '),
      fmt(r.rps),
      r.p50.toFixed(0),
      r.p99.toFixed(0),
      kb(r.bytesPerReq),
      String(r.bad),
      r.other === undefined ? '?' : `${(r.other * 100).toFixed(0)} %`,
      ratio.toFixed(2),
      r === results.bare ? 'baseline' : target === undefined ? 'info only' : `≥ ${target.toFixed(2)}`,
      met === undefined ? '' : met ? 'met' : 'MISSED',
    ];
  };
  const header = [
    'Endpoint',
    'req/s (avg)',
    'p50 ms',
    'p99 ms',
    'bytes/resp',
    'not 2xx',
    'other CPU',
    'vs bare',
    'target',
    'result',
  ];
  const rows = [
    row(results.bare),
    row(results.health, 'health'),
    row(results.nations, 'nations'),
    row(results.nationsCompressed),
  ];
  const align = [false, true, true, true, true, true, true, true, false, false];

  console.log(`\nAPI throughput — ${machine.date}`);
  console.log(`machine: ${machineLine(machine)}; commit ${machine.commit}; ${quiet}\n`);
  console.log(formatTable(header, rows, { align }));
  console.log('');
  for (const v of verdicts) {
    const text = `${v.label}: ${v.ratio.toFixed(2)} of bare (target ≥ ${v.target})`;
    console.log(v.met ? `  met     ${text}` : `  MISSED  ${text}`);
  }
  if (Object.values(results).some((r) => r.bad)) {
    console.log('  note: some responses were not 2xx; their rate is not a fair figure');
  }
  if (Object.values(results).some((r) => r.other > OTHER_CPU_LIMIT)) {
    console.log('  note: other processes took CPU during a measurement even after retries: that row is pessimistic');
  }

  if (write) {
    const body = [
      `Measured ${machine.date} on ${machineLine(machine)} (commit ${machine.commit}).`,
      `autocannon ${CONNECTIONS} connections, ${duration} s per endpoint after a ${warmup} s warm-up, client and servers on the same machine; ` +
        'the server with NODE_ENV=development, LOG_LEVEL=warn, ' +
        (process.env.BENCH_DATABASE_URL ? 'an external PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PostgreSQL') +
        `; ${quiet}. "other CPU": share of the CPUs used by processes outside the benchmark during that ` +
        `measurement (re-measured, up to ${MAX_TRIES} times, when above ${OTHER_CPU_LIMIT * 100} %).`,
      '',
      formatTable(header, rows, { markdown: true, align }),
      '',
      verdicts
        .map(
          (v) =>
            `- ${v.label}: **${v.ratio.toFixed(2)}** of bare, target ≥ ${v.target} — ${v.met ? 'met' : '**MISSED**'}`,
        )
        .join('\n'),
    ].join('\n');
    updateDocSection('api', 'API throughput', body);
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href;
if (isMain) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(`bench: ${err.stack ?? err}`);
      process.exit(1);
    },
  );
}
