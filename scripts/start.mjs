#!/usr/bin/env node
// `npm start`: build what is missing or out of date, then run the server (embedded PostgreSQL unless
// DATABASE_URL is set). A second start with nothing changed skips both builds.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const r = (...p) => path.join(root, ...p);

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') visit(path.join(p, e));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function buildIfStale(name, output, inputs, command) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (built && built >= newestMtime(inputs)) return;
  console.log(`vocakey: building ${name}…`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

// A local .env (see .env.example) is read first; variables already set in the environment win.
if (fs.existsSync(r('.env'))) process.loadEnvFile(r('.env'));

const shared = r('packages/shared/src');
buildIfStale(
  'the web app',
  r('apps/web/dist/.vite/manifest.json'),
  [r('apps/web/src'), r('apps/web/public'), r('apps/web/index.html'), r('apps/web/vite.config.ts'), shared],
  'npm run build -w apps/web',
);
buildIfStale('the API', r('apps/api/dist/server.js'), [r('apps/api/src'), shared], 'npm run build -w apps/api');

process.env.NODE_ENV ??= 'development';
await import(r('apps/api/dist/server.js'));
