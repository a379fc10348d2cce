// A PostgreSQL cluster of the drill's own (issue 28), never the shared server: initdb in a
// temporary folder, started and stopped with pg_ctl on a free port of the loopback. As root, the
// server's tools run as the postgres user, as PostgreSQL requires.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.mjs';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null where PostgreSQL's tools are not installed. */
export const serverTools = () => {
  if (!existsSync(ROOT)) return null;
  const [newest] = readdirSync(ROOT)
    .filter((version) => existsSync(join(ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? join(ROOT, newest, 'bin') : null;
};

export const startCluster = async (bin) => {
  const asRoot = userInfo().uid === 0;
  const tool = (name, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args])
      : run(join(bin, name), args);
  const dir = await mkdtemp(join(tmpdir(), 'bequest-drill-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(group));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    tool('pg_ctl', ['-D', data, '-o', options, '-w', '-l', join(dir, 'log'), 'start']);
  const stop = () => tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** The first column of the first row `sql` answers, as text (psql, unaligned). */
    scalar: async (sql) => (await run(join(bin, 'psql'), [url, '-tAXc', sql])).stdout.trim(),
    start,
    stop,
    remove: async () => {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
};
