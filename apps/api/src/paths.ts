import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this file both in `src/` (tsx, tests) and in the bundled `dist/`. */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found');
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
export const SEED_DATA_DIR = path.join(API_ROOT, 'src/db/seed/data');
