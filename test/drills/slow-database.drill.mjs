// Drill (issue 28): a slow database. Writers save their wills through the API (api/dist/main.js,
// as `npm start` runs it), which reaches the drill's own cluster through a proxy that holds every
// packet each way for a while (`DRILL_DELAY_MS`, default 150 ms) in the middle of the run. Passes
// when nothing answered 500, every request was answered within the client's limit, p99 stayed
// under the bound, saves flowed again at full speed afterwards and no acknowledged save was lost.
//
//   npm run build && node test/drills/slow-database.drill.mjs
import { startTcpProxy } from '@bequest/api/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverTools, startCluster } from './cluster.mjs';
import { startApi, until } from './processes.mjs';
import { lostSaves, saveUntil, startWriters } from './writers.mjs';

const WRITERS = Number(process.env.DRILL_WRITERS ?? 12);
const DELAY_MS = Number(process.env.DRILL_DELAY_MS ?? 150);
const PHASE_MS = Number(process.env.DRILL_PHASE_MS ?? 8_000);
/** What a person would wait at most for a save while the database is slow. */
const P99_BOUND_MS = Number(process.env.DRILL_P99_BOUND_MS ?? 15_000);

const bin = serverTools();
if (!bin) {
  console.log('slow-database drill skipped: PostgreSQL server tools are not installed');
  process.exit(0);
}

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

const cluster = await startCluster(bin);
const { hostname, port } = new URL(cluster.url);
const proxy = await startTcpProxy({ hostname, port });
const api = await startApi(cluster.url.replace(`:${port}/`, `:${proxy.port}/`));
try {
  const writers = await startWriters(api.url, WRITERS);
  const answers = [];
  let done = false;
  const load = saveUntil(api.url, writers, () => done, answers);
  const marks = { start: performance.now() };
  await sleep(PHASE_MS);
  marks.slow = performance.now();
  proxy.delay(DELAY_MS);
  await sleep(PHASE_MS);
  marks.fast = performance.now();
  proxy.delay(0);
  const savesAtFast = answers.filter((answer) => answer.status === 200).length;
  const recovered = await until(
    async () =>
      answers.filter((answer) => answer.status === 200).length >= savesAtFast + WRITERS * 5,
  );
  await sleep(PHASE_MS);
  done = true;
  const { saves, refused } = await load;
  const lost = await lostSaves(api.url, writers);

  const phase = (from, to) => answers.filter((answer) => answer.at >= from && answer.at < to);
  const phases = {
    before: phase(marks.start, marks.slow),
    slow: phase(marks.slow, marks.fast),
    after: phase(marks.fast, Number.POSITIVE_INFINITY),
  };
  const line = (name, list) => {
    const statuses = Object.entries(
      list.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
    )
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `  ${name}: ${list.length} answers (${statuses || 'none'}), p50 ${percentile(
      list.map(({ ms }) => ms),
      50,
    )} ms, p99 ${percentile(
      list.map(({ ms }) => ms),
      99,
    )} ms`;
  };
  console.log(
    [
      `A slow database (${WRITERS} writers; every packet held ${DELAY_MS} ms each way for ${PHASE_MS} ms):`,
      line('before', phases.before),
      line('slow', phases.slow),
      line('after', phases.after),
      `  saves acknowledged ${saves}; refused ${JSON.stringify(refused)}; acknowledged saves lost ${lost.length}`,
    ].join('\n'),
  );
  const slowP99 = percentile(
    phases.slow.map(({ ms }) => ms),
    99,
  );
  const failures = [
    ...answers
      .filter(({ status }) => typeof status !== 'number' || status >= 500)
      .filter(({ status }) => status !== 503)
      .slice(0, 5)
      .map(({ status }) => `answered ${status}`),
    ...(slowP99 <= P99_BOUND_MS ? [] : [`p99 while slow was ${slowP99} ms`]),
    ...(recovered ? [] : ['saves did not flow again']),
    ...(phases.slow.length > 0 ? [] : ['nothing was answered while the database was slow']),
    ...lost.map((entry) => `lost: ${JSON.stringify(entry)}`),
  ];
  if (failures.length > 0) {
    console.error(
      `drill failed:\n  ${failures.join('\n  ')}\n--- API output (end) ---\n${api.output.join('').slice(-4000)}`,
    );
    process.exitCode = 1;
  }
} finally {
  await api.stop();
  await proxy.close();
  await cluster.remove();
}
