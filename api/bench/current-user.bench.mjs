// Load benchmark of "get current user" (issue: service core): an account with two profiles and
// every document started, on PostgreSQL (DATABASE_URL, else the embedded engine). The server runs
// in its own process; this one generates the load and prints requests per second and latency.
//
//   npm run build && npm run bench --workspace @bequest/api
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const server = fork(new URL('./server.mjs', import.meta.url), {
  stdio: 'inherit',
  execArgv: process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [],
});
const [{ url, token, engine }] = await once(server, 'message');

const load = () =>
  autocannon({
    url: `${url}/v2/me`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'x-forwarded-host': 'willow.localhost', authorization: `Bearer ${token}` },
  });

/** Wills rendered back to back by `RENDERERS` clients while `work` runs. */
const whileRendering = async (work) => {
  let rendering = true;
  let rendered = 0;
  const renderer = async () => {
    while (rendering) {
      const response = await fetch(`${url}/will.pdf?download=true&completionType=print`, {
        headers: { 'x-forwarded-host': 'willow.localhost', authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      if (response.ok) rendered += 1;
    }
  };
  const renderers = Array.from({ length: RENDERERS }, renderer);
  const result = await work();
  rendering = false;
  await Promise.all(renderers);
  return { result, rendered };
};

const RENDERERS = Number(process.env.BENCH_RENDERERS ?? 2);
const result = await load();
const concurrent = await whileRendering(load);

console.log(
  [
    `GET /v2/me (two profiles, every document started) on ${engine}, request logs ${process.env.BENCH_LOG_LEVEL ?? 'silent'},`,
    `${CONNECTIONS} connections for ${DURATION_S} s:`,
    `  requests/s ${Math.round(result.requests.average)}`,
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    `  non-2xx ${result.non2xx}, errors ${result.errors}`,
    `  target: at least 1,500 requests/s with p99 under 50 ms`,
    `While ${RENDERERS} clients render wills back to back (${concurrent.rendered} wills rendered):`,
    `  requests/s ${Math.round(concurrent.result.requests.average)}`,
    `  latency p50 ${concurrent.result.latency.p50} ms, p99 ${concurrent.result.latency.p99} ms`,
    `  p99 changed by ${Math.round(((concurrent.result.latency.p99 - result.latency.p99) / result.latency.p99) * 100)}% (target: less than 20%)`,
  ].join('\n'),
);
server.send('stop');
await once(server, 'exit');
