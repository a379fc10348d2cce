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

const result = await autocannon({
  url: `${url}/v2/me`,
  connections: CONNECTIONS,
  duration: DURATION_S,
  headers: { 'x-forwarded-host': 'willow.localhost', authorization: `Bearer ${token}` },
});

console.log(
  [
    `GET /v2/me (two profiles, every document started) on ${engine}, request logs ${process.env.BENCH_LOG_LEVEL ?? 'silent'},`,
    `${CONNECTIONS} connections for ${DURATION_S} s:`,
    `  requests/s ${Math.round(result.requests.average)}`,
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    `  non-2xx ${result.non2xx}, errors ${result.errors}`,
    `  target: at least 1,500 requests/s with p99 under 50 ms`,
  ].join('\n'),
);
server.send('stop');
await once(server, 'exit');
