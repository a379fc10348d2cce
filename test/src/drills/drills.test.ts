import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DRILLS = join(__dirname, '../../drills');

/**
 * The fault drills (issue 28, test/drills/): each breaks something under load against the API as
 * `npm start` runs it and exits non-zero when anything was lost or answered 500. A drill whose
 * tools this machine lacks says so and passes.
 */
describe('fault drills', () => {
  const drills = readdirSync(DRILLS).filter((file) => file.endsWith('.drill.mjs'));

  it('has drills to run', () => expect(drills.length).toBeGreaterThan(0));

  it.each(drills)(
    '%s loses nothing',
    async (drill) => {
      const { stdout } = await run(process.execPath, [join(DRILLS, drill)], {
        maxBuffer: 16 * 1024 * 1024,
      });
      console.log(stdout);
    },
    600_000,
  );
});
