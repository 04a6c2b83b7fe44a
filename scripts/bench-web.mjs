#!/usr/bin/env node
// `npm run bench:web`: lab web vitals of the built app under Lighthouse's mobileSlow4G conditions.
//
//   1. Builds (`npm run build`; `--no-build` reuses an existing build) and starts the built server exactly as
//      scripts/bench.mjs does (free loopback port, embedded PostgreSQL in a temp folder unless BENCH_DATABASE_URL),
//      serving a copy of apps/web/dist so that a concurrent rebuild cannot swap the hashed files mid-run.
//   2. For each page, in Chromium driven by playwright-core (CHROMIUM_PATH, default /usr/bin/chromium, with the
//      flags of scripts/chromium.mjs):
//      1 warm-up load + BENCH_WEB_RUNS (default 5) measured loads, each in a fresh browser context (empty cache,
//      plus Network.setCacheDisabled), with, through the Chrome DevTools Protocol:
//        - Network.emulateNetworkConditions: 562.5 ms latency, 188,744 B/s down, 86,400 B/s up (mobileSlow4G);
//        - Emulation.setCPUThrottlingRate: 4;
//        - a 412×823 mobile viewport at deviceScaleFactor 1.75, touch, a mobile user agent, locale vi-VN.
//      Each load waits for the load event, then for the network to stay quiet for 2 s, then reads:
//        LCP  the last 'largest-contentful-paint' entry (PerformanceObserver, buffered);
//        FCP  the 'first-contentful-paint' 'paint' entry;
//        CLS  the sum of 'layout-shift' values without recent input;
//        bytes transferred per resource type (CDP Network.loadingFinished encodedDataLength, headers included).
//      A load during which processes outside the benchmark took more than 15 % of the CPUs is taken again
//      (3 tries at most); the worst share is printed and written with the figures.
//   3. Prints the median and range of each metric per page against the budget (LCP ≤ 2.0 s, CLS ≤ 0.1,
//      JS ≤ 160 KB target / 200 KB ceiling, CSS ≤ 40 KB). Missed budgets print MISSED; the exit code stays 0.
//      `--write` replaces the "Web vitals (lab)" figures in docs/performance.md.
//   4. Closes the browser and stops the server (SIGTERM; it stops its embedded PostgreSQL). Ctrl+C does the same.
//
// These are DevTools-throttled figures (what `lighthouse --throttling-method=devtools` reports), slower than
// Lighthouse's default simulated throttling. BENCH_QUIET_WAIT works as in scripts/bench.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, requireChromium } from './chromium.mjs';
import {
  checkQuiet,
  ROOT,
  ensureBuilt,
  formatTable,
  installInterruptHandler,
  machineInfo,
  machineLine,
  onInterrupt,
  startVocakey,
  updateDocSection,
  watchOtherCpu,
} from './bench.mjs';

/**
 * The pages the web budgets cover, plus `/about-us`, which stands in for the learner's screens until they exist.
 * Set `built: false` on a page whose screen does not exist yet: it is listed as "not built yet".
 */
const PAGES = [
  { path: '/', note: 'home (public landing)' },
  { path: '/login', note: 'sign-in' },
  { path: '/about-us', note: 'info page (stand-in for the learner screens)' },
  { path: '/learner_home', built: false },
  { path: '/learning', built: false },
];

/** Lighthouse's mobileSlow4G, as DevTools throttling. */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: 188_744, uploadThroughput: 86_400 };
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };
const DEVICE_SCALE_FACTOR = 1.75;
// Lighthouse's mobile user agent (a Moto G Power class phone).
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/136.0.0.0 Mobile Safari/537.36';

const BUDGET = { lcpMs: 2000, cls: 0.1, jsTarget: 160 * 1024, jsCeiling: 200 * 1024, css: 40 * 1024 };
const QUIET_MS = 2_000;
/** A load during which other processes used more than this share of the CPUs is taken again (3 tries at most). */
const OTHER_CPU_LIMIT = 0.15;
const MAX_TRIES = 3; // the network must stay idle this long after the load event
const LOAD_TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One cold load of `url` in a fresh context; returns its vitals and bytes. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENT,
    locale: 'vi-VN',
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));

    const cdp = await context.newCDPSession(page);
    const requests = new Map(); // requestId → { type, url, encoding, status }
    const inFlight = new Set();
    let lastNetworkActivity = Date.now();
    const bytes = {};
    const encodings = new Set();
    let requestCount = 0;
    let jsHeaders = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      inFlight.add(e.requestId);
      lastNetworkActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      lastNetworkActivity = Date.now();
      requests.set(e.requestId, { type: e.type, url: e.response.url, status: e.response.status });
      // At this point encodedDataLength is the size of the response headers alone.
      if (e.type === 'Script') jsHeaders += e.response.encodedDataLength;
      const enc = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
      if (e.type === 'Script' || e.type === 'Stylesheet') encodings.add(enc ?? 'identity');
    });
    const finished = (e, ok) => {
      inFlight.delete(e.requestId);
      lastNetworkActivity = Date.now();
      if (!ok) return;
      const req = requests.get(e.requestId);
      const type = req?.type ?? 'Other';
      bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
      requestCount++;
    };
    cdp.on('Network.loadingFinished', (e) => finished(e, true));
    cdp.on('Network.loadingFailed', (e) => {
      finished(e, false);
      if (!e.canceled) errors.push(`request failed: ${requests.get(e.requestId)?.url ?? e.requestId} ${e.errorText}`);
    });

    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const started = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    // Quiet: nothing happened on the network for QUIET_MS and no request is still waiting for its response (a
    // sendBeacon gets its response but never a loadingFinished, so it must not hold the wait up).
    const waiting = () => [...inFlight].some((id) => !requests.has(id));
    while (Date.now() < deadline && (waiting() || Date.now() - lastNetworkActivity < QUIET_MS)) {
      await sleep(100);
    }

    const vitals = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const out = { lcp: null, lcpElement: '', fcp: null, cls: 0, biggestShift: '' };
          let biggest = 0;
          const describe = (el) => {
            if (!el) return '(removed)';
            const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
            const text = el.tagName === 'IMG' ? '' : ` "${(el.textContent ?? '').trim().slice(0, 30)}"`;
            return `${el.tagName.toLowerCase()}${cls}${text}`;
          };
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              out.lcp = e.startTime;
              out.lcpElement = describe(e.element);
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') out.fcp = e.startTime;
          }).observe({ type: 'paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              if (e.hadRecentInput) continue;
              out.cls += e.value;
              if (e.value > biggest) {
                biggest = e.value;
                const nodes = (e.sources ?? []).map((src) => describe(src.node)).slice(0, 3);
                out.biggestShift = `${e.value.toFixed(3)} at ${(e.startTime / 1000).toFixed(1)} s: ${nodes.join(', ')}`;
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // Buffered entries arrive in a task of their own: give them a moment.
          setTimeout(() => resolve(out), 300);
        }),
    );
    return {
      ...vitals,
      js: bytes.Script ?? 0,
      jsHeaders,
      css: bytes.Stylesheet ?? 0,
      fonts: bytes.Font ?? 0,
      images: bytes.Image ?? 0,
      total: Object.values(bytes).reduce((a, b) => a + b, 0),
      requests: requestCount,
      seconds: (Date.now() - started) / 1000,
      encodings: [...encodings],
      errors,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const range = (xs) => [Math.min(...xs), Math.max(...xs)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

function summarise(path, loads) {
  const pick = (k) => loads.map((l) => l[k]);
  const stat = (k) => ({ median: median(pick(k)), range: range(pick(k)) });
  const lcpElements = [...new Set(pick('lcpElement'))];
  // The biggest single layout shift of the load whose CLS is the median.
  const byCls = [...loads].sort((a, b) => a.cls - b.cls);
  const biggestShift = byCls[Math.floor((byCls.length - 1) / 2)].biggestShift;
  return {
    path,
    lcp: stat('lcp'),
    fcp: stat('fcp'),
    cls: stat('cls'),
    js: stat('js'),
    jsHeaders: stat('jsHeaders'),
    css: stat('css'),
    fonts: stat('fonts'),
    images: stat('images'),
    total: stat('total'),
    requests: stat('requests'),
    lcpElements,
    biggestShift,
    encodings: [...new Set(loads.flatMap((l) => l.encodings))],
    errors: [...new Set(loads.flatMap((l) => l.errors))],
  };
}

function verdicts(s) {
  const out = [];
  const check = (name, ok, text) => out.push({ name, ok, text });
  check('LCP', s.lcp.median <= BUDGET.lcpMs, `LCP ${sec(s.lcp.median)} (≤ ${sec(BUDGET.lcpMs)})`);
  check('CLS', s.cls.median <= BUDGET.cls, `CLS ${s.cls.median.toFixed(3)} (≤ ${BUDGET.cls})`);
  const js = s.js.median;
  check(
    'JS',
    js <= BUDGET.jsTarget,
    `JS ${kb(js)} transferred, of which ${kb(s.jsHeaders.median)} response headers ` +
      `(target ≤ ${kb(BUDGET.jsTarget)}, ceiling ${kb(BUDGET.jsCeiling)}${js > BUDGET.jsCeiling ? ': OVER CEILING' : ''})`,
  );
  check('CSS', s.css.median <= BUDGET.css, `CSS ${kb(s.css.median)} (≤ ${kb(BUDGET.css)})`);
  return out;
}

async function main() {
  const write = process.argv.includes('--write');
  const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
  if (!(runs >= 1)) throw new Error('BENCH_WEB_RUNS must be ≥ 1');
  requireChromium();
  installInterruptHandler();

  ensureBuilt({ always: !process.argv.includes('--no-build') });
  const machine = machineInfo();
  // Serve a copy of the build: another `npm run build` in this tree would otherwise swap the hashed files mid-run.
  const webCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'vocakey-bench-web-'));
  const removeCopy = () => fs.rmSync(webCopy, { recursive: true, force: true });
  onInterrupt(removeCopy);
  fs.cpSync(path.join(ROOT, 'apps/web/dist'), webCopy, { recursive: true });
  const server = await startVocakey({ webDistDir: webCopy }).catch((err) => {
    removeCopy();
    throw err;
  });
  let browser;
  let quiet = '';
  let chromiumVersion = '';
  const summaries = [];
  try {
    // Our own Ctrl+C handler closes the browser; Playwright's would exit before the server is stopped.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    onInterrupt(() => browser.close());
    chromiumVersion = browser.version();
    console.log(`Chromium ${chromiumVersion}; mobileSlow4G (562.5 ms, 1.44 Mbit/s down), CPU ×${CPU_SLOWDOWN}`);
    quiet = await checkQuiet();
    for (const p of PAGES.filter((p) => p.built !== false)) {
      const url = `${server.url}${p.path}`;
      console.log(`\n${p.path}: 1 warm-up + ${runs} loads`);
      await loadOnce(browser, url);
      const loads = [];
      for (let i = 0; i < runs; i++) {
        let l;
        for (let attempt = 1; ; attempt++) {
          const stopWatch = watchOtherCpu();
          l = await loadOnce(browser, url);
          l.other = stopWatch();
          if (l.other === undefined || l.other <= OTHER_CPU_LIMIT || attempt === MAX_TRIES) break;
          console.log(`  #${i + 1}  other processes used ${(l.other * 100).toFixed(0)} % of the CPUs: loading again`);
        }
        loads.push(l);
        console.log(
          `  #${i + 1}  LCP ${sec(l.lcp ?? NaN)}  FCP ${sec(l.fcp ?? NaN)}  CLS ${l.cls.toFixed(3)}  ` +
            `JS ${kb(l.js)}  CSS ${kb(l.css)}  total ${kb(l.total)} in ${l.requests} requests  [${l.seconds.toFixed(0)} s]` +
            (l.other === undefined ? '' : `  other CPU ${(l.other * 100).toFixed(0)} %`) +
            (l.errors.length ? `  (${l.errors.length} errors)` : ''),
        );
      }
      if (loads.some((l) => l.lcp === null || l.fcp === null))
        throw new Error(`${p.path}: a load reported no LCP or FCP`);
      const others = loads.map((l) => l.other).filter((o) => o !== undefined);
      const other = others.length ? Math.max(...others) : undefined;
      summaries.push({ ...summarise(p.path, loads), note: p.note, other });
    }
  } finally {
    console.log('\nclosing the browser and stopping the server…');
    await browser?.close();
    await server.stop();
    removeCopy();
  }

  // The report
  const mr = (s, f) => `${f(s.median)} (${f(s.range[0])}–${f(s.range[1])})`;
  const header = ['Page', 'LCP', 'FCP', 'CLS', 'JS transferred', 'CSS transferred', 'Fonts', 'All bytes', 'Req.'];
  const rows = [];
  for (const s of summaries) {
    rows.push([
      s.path,
      mr(s.lcp, sec),
      mr(s.fcp, sec),
      mr(s.cls, (v) => v.toFixed(3)),
      mr(s.js, kb),
      mr(s.css, kb),
      kb(s.fonts.median),
      kb(s.total.median),
      String(s.requests.median),
    ]);
  }
  for (const p of PAGES.filter((p) => p.built === false))
    rows.push([p.path, 'not built yet', '', '', '', '', '', '', '']);

  const results = summaries.map((s) => ({ s, v: verdicts(s) }));
  const verdictLines = [];
  const verdictMarkdown = [];
  for (const { s, v } of results) {
    for (const x of v) {
      verdictLines.push(`${x.ok ? 'met   ' : 'MISSED'}  ${s.path.padEnd(10)} ${x.text}`);
      verdictMarkdown.push(`- \`${s.path}\` ${x.text}: ${x.ok ? 'met' : '**MISSED**'}`);
    }
  }
  const encodings = [...new Set(summaries.flatMap((s) => s.encodings))].join(', ');
  const lcpElements = summaries.map((s) => `${s.path}: ${s.lcpElements.join(' / ')}`);
  const otherCpu = summaries
    .map((s) => `${s.path}: ${s.other === undefined ? '?' : `${(s.other * 100).toFixed(0)} %`}`)
    .join(', ');
  const shifts = summaries.map((s) => `${s.path}: ${s.biggestShift || 'none'}`);
  const errors = summaries.flatMap((s) => s.errors.map((e) => `${s.path}: ${e}`));

  console.log(`\nWeb vitals (lab) — ${machine.date}`);
  console.log(`machine: ${machineLine(machine)}; commit ${machine.commit}; ${quiet}`);
  console.log(`median (min–max) of ${runs} cold loads\n`);
  console.log(formatTable(header, rows));
  console.log(`\nJS/CSS content-encoding seen: ${encodings}`);
  console.log(`CPU used by other processes during the measured loads (worst load): ${otherCpu}`);
  console.log(`LCP element: ${lcpElements.join('; ')}`);
  console.log(`Biggest layout shift (median-CLS load): ${shifts.join('; ')}`);
  if (errors.length) console.log(`page errors:\n  ${errors.join('\n  ')}`);
  console.log('');
  for (const line of verdictLines) console.log(`  ${line}`);

  if (write) {
    const code = (text) => `\`${text}\``;
    const lcpMarkdown = summaries.map((s) => `${code(s.path)} ${s.lcpElements.map(code).join(' / ')}`).join('; ');
    const shiftMarkdown = summaries
      .map((s) => `${code(s.path)} ${s.biggestShift ? code(s.biggestShift) : 'none'}`)
      .join('; ');
    const body = [
      `Measured ${machine.date} on ${machineLine(machine)} (commit ${machine.commit}), Chromium ${chromiumVersion}, ` +
        `${runs} cold loads per page after one warm-up: median (min–max). Bytes are transferred bytes ` +
        `(CDP encodedDataLength: compressed body + headers; JS/CSS sent as ${encodings}); ${quiet}; ` +
        `CPU used by other processes during the measured loads (worst load; a load above ` +
        `${OTHER_CPU_LIMIT * 100} % is taken again, up to ${MAX_TRIES} times): ${otherCpu}.`,
      '',
      formatTable(header, rows, { markdown: true }),
      '',
      `LCP element: ${lcpMarkdown}.`,
      `Biggest layout shift (in the load with the median CLS): ${shiftMarkdown}.`,
      '',
      ...verdictMarkdown,
      ...(errors.length ? ['', `Page errors seen: ${errors.join('; ')}`] : []),
    ].join('\n');
    updateDocSection('web', 'Web vitals (lab)', body);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`bench:web: ${err.stack ?? err}`);
    process.exit(1);
  },
);
