#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, API integration tests, the production build with its size budget,
// then browser tests. Stops at the first failing step. Integration tests use TEST_DATABASE_URL when set,
// otherwise an embedded PostgreSQL started for the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
requireChromium();

const sharedI18nCheck = path.resolve(root, '../shared/tools/check-i18n.mjs');
const steps = [
  ['lint', 'npx eslint .'],
  ['format', 'npx prettier --check .'],
  ...(fs.existsSync(sharedI18nCheck) ? [['i18n catalogues', `node ${sharedI18nCheck} apps/web/src/locales`]] : []),
  ['typecheck', 'npm run typecheck'],
  ['unit tests', 'npx vitest run --project shared --project web'],
  ['API integration tests', 'npx vitest run --project api'],
  ['build', 'npm run build'],
  ['bundle size', 'node scripts/check-bundle-size.mjs'],
  ['browser tests', 'npx playwright test'],
];

const only = process.argv.slice(2);
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll checks passed.');
