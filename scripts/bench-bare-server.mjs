#!/usr/bin/env node
// The baseline for `npm run bench`: a bare Fastify "hello world" (no plugins, no logger, no database), run as a
// process of its own so it gets the same CPU conditions as the real server. `GET /` answers {"hello":"world"}.
//
// Listens on 127.0.0.1:$PORT (a free port when PORT is unset or 0) and prints one line `listening <port>` on
// stdout once ready, which scripts/bench.mjs waits for. SIGTERM or SIGINT closes it and exits 0.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${app.server.address().port}`);
