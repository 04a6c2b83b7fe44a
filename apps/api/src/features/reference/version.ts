import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFERENCE_VERSION_INITIAL } from '@vocakey/shared/limits';
import type { Db } from '../../db/client.ts';
import { readMeta } from '../../db/seed/fingerprint.ts';
import { notFound } from '../../lib/errors.ts';

import { META_KEYS } from '../../db/meta-keys.ts';

interface Body {
  json: string;
  br: Buffer;
  gzip: Buffer;
}

function encodeBody(json: string): Body {
  return {
    json,
    br: zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(json, { level: 9 }),
  };
}

/** How long a process trusts the version it read; every process sees a change within this time. */
const VERSION_TTL_MS = 2_000;

/**
 * Reference answers, serialised once per reference version and kept in memory. The version is re-read from the
 * database every two seconds at most, so several API processes agree on it without talking to each other.
 */
export function createReferenceCache(db: Db) {
  let version = { value: REFERENCE_VERSION_INITIAL, readAt: 0 };
  let bodies = new Map<string, Promise<Body | null>>();

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
      body = load().then((data) => (data === null ? null : encodeBody(JSON.stringify({ success: true, data }))));
      if (remember) {
        body.catch(() => bodies.delete(key));
        bodies.set(key, body);
      }
    }
    const encoded = await body;
    if (encoded === null) throw notFound();
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    // Compressed once per version, not per request.
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(encoded.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(encoded.gzip);
    return reply.send(encoded.json);
  }

  return { currentVersion, send, invalidate: () => (version = { value: version.value, readAt: 0 }) };
}

export type ReferenceCache = ReturnType<typeof createReferenceCache>;
