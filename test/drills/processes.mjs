// The drills' processes: the API as `npm start` runs it (api/dist/main.js), on a free port.
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const MAIN = new URL('../../api/dist/main.js', import.meta.url).pathname;

/** Polls `check` until it answers true, at most `attempts` times 100 ms apart. */
export const until = async (check, attempts = 600) => {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await check().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
};

/** The API on `databaseUrl`, ready to serve; its output is kept for the drill's report. */
export const startApi = async (databaseUrl, env = {}) => {
  const port = await freePort();
  const output = [];
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LOCAL_SSO: 'off',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'bequest-drill-data-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = await until(async () => (await fetch(`${url}/v2/health/ready`)).ok);
  if (!ready) throw new Error(`the API did not get ready:\n${output.join('')}`);
  return {
    url,
    child,
    exited,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
};
