import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../http/logger';

/** A logger at `info` whose JSON lines are kept in `lines`, for tests that read the logs. */
export const loggedLines = (): { readonly lines: string[]; readonly logger: Logger } => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
};
