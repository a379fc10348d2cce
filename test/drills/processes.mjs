// The drills' processes: the API as `npm start` runs it (api/dist/main.js), on a free port.
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
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

/**
 * A request the API has begun to handle and not yet answered: the headers go first with
 * `Expect: 100-continue`, and once the server answers "100 Continue" it holds the request. The
 * body goes when `send()` is called; `send()` answers the final status and body once the server
 * closes the connection, or a null status when it died first.
 */
export const holdRequest = async (url, { method, path, headers, body }) => {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  const continued = new Promise((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk;
      if (received.startsWith('HTTP/1.1 100')) resolve();
    });
    socket.on('error', reject);
  });
  const ended = new Promise((resolve) => socket.on('close', resolve));
  socket.write(
    [
      `${method} ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  await continued;
  return {
    send: async () => {
      // Not ended from this side: the server closes the connection after its answer.
      socket.write(body);
      await ended;
      const answer = received.slice(received.indexOf('\r\n\r\n') + 4);
      const status = /HTTP\/1\.1 (\d{3})(?! Continue)/.exec(answer)?.[1];
      return {
        status: status ? Number(status) : null,
        body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
      };
    },
  };
};
