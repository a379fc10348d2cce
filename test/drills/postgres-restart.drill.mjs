// Drill (issue 28): PostgreSQL restarted under load. Writers save their wills through the API
// (api/dist/main.js, as `npm start` runs it) while the drill's own cluster stops for a few
// seconds and starts again. Passes when refused requests answered 503 with Retry-After (never
// 500), the API served again without a restart, and no acknowledged save was lost.
//
//   npm run build && node test/drills/postgres-restart.drill.mjs
import { setTimeout as sleep } from 'node:timers/promises';
import { serverTools, startCluster } from './cluster.mjs';
import { startApi, until } from './processes.mjs';
import { lostSaves, saveUntil, startWriters } from './writers.mjs';

const WRITERS = Number(process.env.DRILL_WRITERS ?? 8);
const DOWN_MS = Number(process.env.DRILL_DOWN_MS ?? 3_000);
/** Saves made on each side of the outage before the drill moves on. */
const SAVES_AROUND = Number(process.env.DRILL_SAVES ?? 40);

const bin = serverTools();
if (!bin) {
  console.log('postgres-restart drill skipped: PostgreSQL server tools are not installed');
  process.exit(0);
}

const cluster = await startCluster(bin);
const api = await startApi(cluster.url);
try {
  const writers = await startWriters(api.url, WRITERS);
  let phase = 'before';
  const load = saveUntil(api.url, writers, () => phase === 'done');
  const saved = () => writers.reduce((sum, writer) => sum + writer.acknowledged + 1, 0);

  await until(async () => saved() >= SAVES_AROUND);
  const beforeOutage = saved();
  await cluster.stop();
  phase = 'down';
  await sleep(DOWN_MS);
  await cluster.start();
  const restarted = performance.now();
  const recovered = await until(async () => saved() >= beforeOutage + SAVES_AROUND);
  const recoveryMs = Math.round(performance.now() - restarted);
  phase = 'done';
  const { saves, refused, slowestRefusalMs } = await load;
  const lost = await lostSaves(api.url, writers);
  const apiAlive = api.child.exitCode === null;

  console.log(
    [
      `PostgreSQL restarted under load (${WRITERS} writers, down ${DOWN_MS} ms):`,
      `  saves acknowledged ${saves}; refused ${JSON.stringify(refused)}`,
      `  slowest refusal ${slowestRefusalMs} ms; saves flowing again ${recovered ? `${recoveryMs} ms after the start` : 'never'}`,
      `  API process ${apiAlive ? 'kept running' : 'exited'}; acknowledged saves lost ${lost.length}`,
    ].join('\n'),
  );
  const failures = [
    ...Object.keys(refused)
      .filter((status) => !status.startsWith('503 with Retry-After') && !status.startsWith('409'))
      .map((status) => `refused with ${status}`),
    ...(recovered ? [] : ['saves did not resume']),
    ...(apiAlive ? [] : ['the API exited']),
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
  await cluster.remove();
}
