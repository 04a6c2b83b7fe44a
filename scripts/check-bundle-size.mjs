#!/usr/bin/env node
// First-load weight of the built web app, per route: the JS and CSS that index.html pulls in, plus the route's
// lazy chunk and everything it statically imports (from Vite's manifest), gzip-compressed.
// Fails above the hard ceiling; prints each figure against the target. Budget: docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const BUDGET = { jsTarget: 160 * 1024, jsCeiling: 200 * 1024, cssCeiling: 40 * 1024 };

/** Route → its lazy module. `/learner_home` and `/learning` join when their screens exist. */
const ROUTES = {
  '/': 'src/features/home/routes/home-page.tsx',
  '/login': 'src/features/auth/routes/login-page.tsx',
  '/about-us (info pages)': 'src/features/static-pages/routes/info-page.tsx',
};

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`bundle size: no ${manifestFile}; run "npm run build" first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(dep, files);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
let failed = false;
console.log(
  `First-load weight (gzip), target JS ≤ ${kb(BUDGET.jsTarget)}, ceiling ${kb(BUDGET.jsCeiling)}; CSS ≤ ${kb(BUDGET.cssCeiling)}`,
);
for (const [route, module] of Object.entries(ROUTES)) {
  if (!manifest[module]) {
    console.error(`  ${route}: ${module} is not in the manifest`);
    failed = true;
    continue;
  }
  const files = collect(module, collect(entryKey));
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (f.endsWith('.js')) js += gz(f);
    else if (f.endsWith('.css')) css += gz(f);
  }
  const jsState = js > BUDGET.jsCeiling ? 'OVER CEILING' : js > BUDGET.jsTarget ? 'over target' : 'ok';
  const cssState = css > BUDGET.cssCeiling ? 'OVER BUDGET' : 'ok';
  console.log(
    `  ${route.padEnd(24)} JS ${kb(js).padStart(9)} (${jsState})   CSS ${kb(css).padStart(8)} (${cssState})   ${files.size} files`,
  );
  if (js > BUDGET.jsCeiling || css > BUDGET.cssCeiling) failed = true;
}
process.exit(failed ? 1 : 0);
