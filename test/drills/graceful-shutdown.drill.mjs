// Drill (issue 28): SIGTERM under load. Writers save their wills and renderers download will
// PDFs through the API (api/dist/main.js, as `npm start` runs it) when it is told to stop, with
// one save held in flight: its headers read by the server ("100 Continue"), its body sent only
// after the signal. Passes when the held save is answered and stored, nothing answers 5xx, the
// process exits 0 within SHUTDOWN_TIMEOUT_MS, and a new process on the same database shows every
// acknowledged save.
//
//   npm run build && node test/drills/graceful-shutdown.drill.mjs
import { serverTools, startCluster } from './cluster.mjs';
import { startApi, until } from './processes.mjs';
import { heldSave, lostSaves, startWriters, willCall } from './writers.mjs';

const WRITERS = Number(process.env.DRILL_WRITERS ?? 6);
const RENDERERS = 2;
const SHUTDOWN_TIMEOUT_MS = 10_000;

const bin = serverTools();
if (!bin) {
  console.log('graceful-shutdown drill skipped: PostgreSQL server tools are not installed');
  process.exit(0);
}

const cluster = await startCluster(bin);
let api = await startApi(cluster.url, { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) });
try {
  const writers = await startWriters(api.url, WRITERS + RENDERERS + 1, { renderable: true });
  const [held, ...others] = writers;
  const savers = others.slice(0, WRITERS);
  const renderers = others.slice(WRITERS);
  let signalled = false;
  const figures = { answered: 0, failed: [], cut: [] };

  // Like a load balancer told the replica is going: no new request after the signal.
  const loop = async (send) => {
    while (!signalled) {
      try {
        const response = await send();
        await response.arrayBuffer();
        if (response.status >= 500) figures.failed.push(response.status);
        else figures.answered += 1;
      } catch (error) {
        figures.cut.push(error.cause?.code ?? error.message);
      }
    }
  };
  const load = Promise.all([
    ...savers.map((writer, index) =>
      loop(async () => {
        const attempt = writer.attempts.length;
        const last = `G${index}a${attempt}`;
        writer.attempts.push(last);
        const response = await willCall(api.url, writer, 'PATCH', {
          version: writer.version,
          changes: { executors: [{ fullName: { first: 'Ex', middle: '', last } }] },
        });
        if (response.ok) {
          writer.version = (await response.clone().json()).version;
          writer.acknowledged = attempt;
        }
        return response;
      }),
    ),
    ...renderers.map((writer) =>
      loop(() =>
        fetch(`${api.url}/will.pdf?download=true&completionType=print`, {
          headers: {
            'x-forwarded-host': 'willow.localhost',
            authorization: `Bearer ${writer.token}`,
          },
        }),
      ),
    ),
  ]);

  await until(async () => figures.answered >= 40);
  held.attempts.push('Held');
  const inFlight = await heldSave(api.url, held, {
    executors: [{ fullName: { first: 'Ex', middle: '', last: 'Held' } }],
  });
  const signalledAt = performance.now();
  signalled = true;
  api.child.kill('SIGTERM');
  const heldAnswer = await inFlight.send();
  if (heldAnswer.status === 200) {
    held.version = heldAnswer.version;
    held.acknowledged = 0;
  }
  const { code, signal } = await api.exited;
  const stoppedOutput = api.output;
  const exitMs = Math.round(performance.now() - signalledAt);
  await load;

  api = await startApi(cluster.url);
  const lost = await lostSaves(api.url, [held, ...savers]);
  console.log(
    [
      `SIGTERM under load (${WRITERS} writers, ${RENDERERS} renderers, one save held in flight):`,
      `  requests answered ${figures.answered}, answered 5xx ${figures.failed.length}, cut off ${figures.cut.length}${figures.cut.length ? ` (${[...new Set(figures.cut)].join(', ')})` : ''}`,
      `  the held save, its body sent after the signal: answered ${heldAnswer.status || 'nothing'}`,
      `  exited ${signal ? `by ${signal}` : `with code ${code}`} ${exitMs} ms after the signal (limit ${SHUTDOWN_TIMEOUT_MS} ms)`,
      `  acknowledged saves lost ${lost.length}`,
    ].join('\n'),
  );
  const failures = [
    ...(heldAnswer.status === 200 ? [] : [`the held save answered ${heldAnswer.status}`]),
    ...figures.failed.map((status) => `a request answered ${status}`),
    ...(code === 0 ? [] : [`exited ${signal ?? code}, not 0`]),
    ...(exitMs <= SHUTDOWN_TIMEOUT_MS ? [] : ['exited past the limit']),
    ...lost.map((entry) => `lost: ${JSON.stringify(entry)}`),
  ];
  if (failures.length > 0) {
    console.error(
      `drill failed:\n  ${failures.join('\n  ')}\n--- the stopped API's output (end) ---\n${stoppedOutput.join('').slice(-4000)}`,
    );
    process.exitCode = 1;
  }
} finally {
  await api.stop();
  await cluster.remove();
}
