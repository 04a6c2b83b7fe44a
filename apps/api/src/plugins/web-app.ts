import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-envelope.ts';

/**
 * Serves the built web app: hashed assets cached for a year (immutable) and sent pre-compressed (brotli or gzip,
 * made at build time), index.html never cached. Any other GET outside /api is a client route: index.html.
 * Unknown /api paths and other methods get the 404 envelope.
 */
export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    const pages = hasWeb ? indexPerRoute(distDir, fs.readFileSync(indexFile, 'utf8')) : new Map<string, string>();
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          if (path.basename(filePath) === 'index.html') {
            res.header('cache-control', 'no-cache, no-store, must-revalidate');
          } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'public, max-age=3600');
          }
        },
      });
    } else {
      app.log.warn(`no web build at ${distDir}: only the API is served (run npm run build)`);
    }

    app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 600, timeWindow: '1 minute' }) }, (request, reply) => {
      const url = request.url.split('?')[0]!;
      const isApi = /^\/api(\/|$)/i.test(url);
      const isFile = /\.[a-z0-9]{1,8}$/i.test(url);
      if (hasWeb && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
        reply.header('cache-control', 'no-cache, no-store, must-revalidate');
        const page = pages.get(url.toLowerCase().replace(/\/+$/, '') || '/');
        return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html');
      }
      return sendError(reply, 'NOT_FOUND');
    });
  },
  { name: 'web-app', dependencies: ['rate-limit'] },
);

/**
 * index.html for each first-screen path, naming that route's chunks and CSS (dist/route-preloads.json, written by
 * the web build) so the browser loads them with the entry instead of after it.
 */
function indexPerRoute(distDir: string, html: string): Map<string, string> {
  const file = path.join(distDir, 'route-preloads.json');
  const pages = new Map<string, string>();
  if (!fs.existsSync(file)) return pages;
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  for (const [route, files] of Object.entries(table)) {
    const links = files
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${f}">`
          : `<link rel="modulepreload" crossorigin href="/${f}">`,
      )
      .join('\n    ');
    pages.set(route, html.replace('</head>', `    ${links}\n  </head>`));
  }
  return pages;
}
