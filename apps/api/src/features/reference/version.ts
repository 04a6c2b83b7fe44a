import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFERENCE_VERSION_INITIAL } from '@vocakey/shared/limits';
import type { Db } from '../../db/client.ts';
import { readMeta } from '../../db/seed/fingerprint.ts';
import { notFound } from '../../lib/errors.ts';

import { META_KEYS } from '../../db/meta-keys.ts';

/** How long a process trusts the version it read; every process sees a change within this time. */
const VERSION_TTL_MS = 2_000;

/**
 * Reference answers, serialised once per reference version and kept in memory. The version is re-read from the
 * database every two seconds at most, so several API processes agree on it without talking to each other.
 */
export function createReferenceCache(db: Db) {
  let version = { value: REFERENCE_VERSION_INITIAL, readAt: 0 };
  let bodies = new Map<string, Promise<string | null>>();

  async function currentVersion(): Promise<string> {
    if (Date.now() - version.readAt > VERSION_TTL_MS) {
      const value = (await readMeta(db, META_KEYS.referenceVersion)) ?? REFERENCE_VERSION_INITIAL;
      if (value !== version.value) bodies = new Map();
      version = { value, readAt: Date.now() };
    }
    return version.value;
  }

  /**
   * Answers with the envelope of `load()`'s data, an ETag of the version and 304 when the client has it.
   * `load` returning null means the parent does not exist: 404. Answers to open-ended queries are not
   * remembered (`remember = false`), so the cache stays bounded.
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown | null>,
    remember = true,
  ): Promise<FastifyReply> {
    const v = await currentVersion();
    const etag = `"ref-${v}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    let body = bodies.get(key);
    if (!body) {
      body = load().then((data) => (data === null ? null : JSON.stringify({ success: true, data })));
      if (remember) {
        body.catch(() => bodies.delete(key));
        bodies.set(key, body);
      }
    }
    const json = await body;
    if (json === null) throw notFound();
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  }

  return { currentVersion, send, invalidate: () => (version = { value: version.value, readAt: 0 }) };
}

export type ReferenceCache = ReturnType<typeof createReferenceCache>;
