import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument } from './openapi';

interface LintReport {
  readonly problems: readonly {
    readonly ruleId: string;
    readonly severity: string;
    readonly message: string;
    readonly location: readonly { readonly pointer: string }[];
  }[];
}

/** Redocly's `recommended` rules over the document, offline, as its problems. */
const lint = (document: object): LintReport => {
  const directory = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    writeFileSync(join(directory, 'openapi.json'), JSON.stringify(document));
    const run = spawnSync(
      process.execPath,
      [
        require.resolve('@redocly/cli/bin/cli.js'),
        'lint',
        '--extends=recommended',
        '--format=json',
        'openapi.json',
      ],
      {
        cwd: directory,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    if (!run.stdout) throw new Error(`redocly lint printed no report: ${run.stderr}`);
    return JSON.parse(run.stdout) as LintReport;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};

describe('/v2/openapi.json under Redocly’s recommended rules', () => {
  it('has no error and no warning', () => {
    const { problems } = lint(openApiDocument('2.0.0'));
    expect(
      problems.map(
        ({ severity, ruleId, message, location }) =>
          `${severity} ${ruleId} at ${location[0]?.pointer}: ${message}`,
      ),
    ).toEqual([]);
  }, 60_000);
});
