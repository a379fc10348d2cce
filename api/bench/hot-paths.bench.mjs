// Load benchmark of the API's hot paths (issues 27 and 30), each beside its anchor measured in
// the same run on the same database (anchor-server.mjs):
//   - GET /v2/me for an account with two profiles and every document started;
//   - a will save by `BENCH_WRITERS` people at once, each on their own will, with a check that
//     every acknowledged save is stored (0 lost or stale writes);
//   - GET /v2/me again while `BENCH_RENDERERS` clients render wills back to back.
// On PostgreSQL (DATABASE_URL) and on the embedded engine `npm start` uses without one
// (BENCH_ENGINES=postgres,embedded by default; embedded alone without DATABASE_URL). The servers
// run in their own processes; this one generates the load. Prints figures, asserts nothing.
//
//   npm run build && npm run bench --workspace @bequest/api
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { saveLoad } from './writers.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RENDERERS = Number(process.env.BENCH_RENDERERS ?? 2);
const ENGINES = (
  process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'postgres,embedded' : 'embedded')
).split(',');
const TENANT = { 'x-forwarded-host': 'willow.localhost' };

const started = async (script, env, message) => {
  const child = fork(new URL(script, import.meta.url), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    execArgv: process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : [],
  });
  if (message) child.send(message);
  const [ready] = await once(child, 'message');
  return { child, ready, stop: () => (child.send('stop'), once(child, 'exit')) };
};

const read = (url, headers = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });

const willChange = (index, saves) => ({
  executors: [{ fullName: { first: 'Wren', middle: '', last: `Writer${index}x${saves}` } }],
});

/** Wills rendered back to back by `RENDERERS` clients while `work` runs. */
const whileRendering = async (url, token, work) => {
  let rendering = true;
  let rendered = 0;
  const renderer = async () => {
    while (rendering) {
      const response = await fetch(`${url}/will.pdf?download=true&completionType=print`, {
        headers: { ...TENANT, authorization: `Bearer ${token}` },
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

const measure = async (engine) => {
  const api = await started('./server.mjs', { BENCH_ENGINE: engine });
  const { url, token, writers, databaseUrl, accountId, meBytes } = api.ready;
  const saveThroughApi = async (index, version, saves) => {
    const response = await fetch(`${url}/v2/me/documents/will`, {
      method: 'PATCH',
      headers: {
        ...TENANT,
        authorization: `Bearer ${writers[index].token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ version, changes: willChange(index, saves) }),
    });
    const answer = await response.text();
    return response.ok ? { version: JSON.parse(answer).version, bytes: answer.length } : null;
  };
  const first = await saveThroughApi(0, writers[0].version, 0);
  if (!first) throw new Error('a save through the API failed');
  writers[0].version = first.version;
  const initial = writers.map((writer) => writer.version);

  const anchor = await started(
    './anchor-server.mjs',
    {},
    {
      databaseUrl,
      accountId,
      meBytes,
      saveBytes: first.bytes,
      writers,
      poolSize: engine === 'embedded' ? 1 : 10,
    },
  );
  const me = await read(`${url}/v2/me`, { ...TENANT, authorization: `Bearer ${token}` });
  const meAnchor = await read(`${anchor.ready.url}/me`);
  const saves = await saveLoad({
    writers,
    durationS: DURATION_S,
    save: async (index, version, count) =>
      (await saveThroughApi(index, version, count + 1))?.version ?? null,
  });
  const stored = await Promise.all(
    writers.map(async (writer) => {
      const response = await fetch(`${url}/v2/me/documents/will`, {
        headers: { ...TENANT, authorization: `Bearer ${writer.token}` },
      });
      return (await response.json()).version;
    }),
  );
  const lost = stored.filter(
    (version, index) => version !== initial[index] + saves.acknowledged[index],
  );
  const savesAnchor = await saveLoad({
    writers,
    durationS: DURATION_S,
    save: async (index, version, count) => {
      const response = await fetch(`${anchor.ready.url}/save/${index}`, {
        method: 'PATCH',
        body: JSON.stringify({ version, changes: willChange(index, count) }),
      });
      await response.arrayBuffer();
      return response.ok ? version + 1 : null;
    },
  });
  const rendering = await whileRendering(url, token, () =>
    read(`${url}/v2/me`, { ...TENANT, authorization: `Bearer ${token}` }),
  );
  await anchor.stop();
  await api.stop();
  return { engine: api.ready.engine, meBytes, me, meAnchor, saves, savesAnchor, lost, rendering };
};

const ratio = (value, anchor) => `${Math.round((value / anchor) * 100)}% of the anchor`;

for (const engine of ENGINES) {
  const run = await measure(engine);
  const perSecond = (result) => Math.round(result.requests.average);
  console.log(
    [
      `On ${run.engine}, ${CONNECTIONS} connections, ${DURATION_S} s each, request logs ${process.env.BENCH_LOG_LEVEL ?? 'silent'}:`,
      `GET /v2/me (two profiles, every document started; ${run.meBytes} bytes):`,
      `  API     ${perSecond(run.me)} requests/s, p50 ${run.me.latency.p50} ms, p99 ${run.me.latency.p99} ms, non-2xx ${run.me.non2xx}, errors ${run.me.errors}`,
      `  anchor  ${perSecond(run.meAnchor)} requests/s, p50 ${run.meAnchor.latency.p50} ms, p99 ${run.meAnchor.latency.p99} ms (bare node:http, one indexed read, same size)`,
      `  API at ${ratio(perSecond(run.me), perSecond(run.meAnchor))} (goal: at least 50%, p99 at most 15 ms)`,
      `A will save, ${run.saves.acknowledged.length} writers on their own wills:`,
      `  API     ${run.saves.perSecond} saves/s, p50 ${run.saves.p50} ms, p99 ${run.saves.p99} ms, refused ${run.saves.failed}, lost or stale ${run.lost.length}`,
      `  anchor  ${run.savesAnchor.perSecond} saves/s, p50 ${run.savesAnchor.p50} ms, p99 ${run.savesAnchor.p99} ms (the same reads and writes in one transaction)`,
      `  API at ${ratio(run.saves.perSecond, run.savesAnchor.perSecond)} (goal: at least 40%, p99 at most 30 ms, 0 lost)`,
      `GET /v2/me while ${RENDERERS} clients render wills back to back (${run.rendering.rendered} rendered):`,
      `  API     ${perSecond(run.rendering.result)} requests/s, p50 ${run.rendering.result.latency.p50} ms, p99 ${run.rendering.result.latency.p99} ms`,
      `  p99 changed by ${Math.round(((run.rendering.result.latency.p99 - run.me.latency.p99) / run.me.latency.p99) * 100)}% (goal: less than 20%)`,
      '',
    ].join('\n'),
  );
}
