import { storage, storageKeys } from './storage';

const STALE_CHUNK =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK.test(error.message);
}

/**
 * After a deploy, an open tab asks for chunks that no longer exist. Reload once to get the new index.html;
 * the flag (cleared after a minute) stops a reload loop when the server really is broken.
 */
export function reloadOnceForStaleChunk(now = Date.now()): boolean {
  const last = Number(storage.get(storageKeys.chunkReloaded) ?? 0);
  if (now - last < 60_000) return false;
  storage.set(storageKeys.chunkReloaded, String(now));
  // Without storage the flag cannot stop a loop, so do not reload at all: the error page offers a retry.
  if (storage.get(storageKeys.chunkReloaded) !== String(now)) return false;
  window.location.reload();
  return true;
}
