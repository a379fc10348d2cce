// Web app in Lighthouse (issue 21): the built product started as `npm start` starts it (the API
// serving web/dist, on the embedded engine in a throwaway data directory unless DATABASE_URL is
// set), on a free port, then Lighthouse's default mobile profile on the home page and on /login,
// with a trivial static page served by this script measured in the same run as an anchor. Targets:
// performance 95 or more, accessibility 100. A benchmark, not a test: it prints the scores, the
// metrics and the audits that fail, asserts nothing, and builds nothing itself.
//
//   npm run build && npm run bench:lighthouse
//
// Chromium is Debian's (CHROMIUM_PATH, default /usr/bin/chromium); Lighthouse downloads no browser.
// Each page is measured LIGHTHOUSE_RUNS times (default 3), round by round, and the median run is
// shown, as Lighthouse advises; LIGHTHOUSE_REPORT_DIR=dir also writes each page's median report
// there, as HTML and JSON.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const TARGETS = { performance: 95, accessibility: 100 };
const PAGES = ['/', '/login'];
const READY_TIMEOUT_S = 180;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'web', 'dist', 'index.html');
const apiMain = join(root, 'api', 'dist', 'main.js');
for (const [file, build] of [
  [webIndex, 'npm run build --workspace @bequest/web'],
  [apiMain, 'npm run build'],
]) {
  if (!existsSync(file)) {
    console.error(
      `No build: ${relative(root, file)} is missing. Build it first with\n  ${build}\n` +
        'This benchmark measures the build; it does not make one.',
    );
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`No Chromium at ${CHROMIUM_PATH}: install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}

/** A loopback port nothing listens on now. */
const freePort = async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/** The anchor: about as little as a page can be, served from memory by this process. */
const ANCHOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Anchor page"><title>Anchor</title></head>' +
  '<body><p>Anchor</p></body></html>';
const startAnchor = async () => {
  const server = createServer((request, response) => {
    if (request.url !== '/') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ANCHOR_HTML);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
};

/** `node api/dist/main.js` on a free port; its output is kept, and printed only if it fails. */
const startProduct = async () => {
  const port = await freePort();
  const dataDir = process.env.DATABASE_URL
    ? undefined
    : mkdtempSync(join(tmpdir(), 'bequest-lighthouse-'));
  const child = spawn(process.execPath, [apiMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      // Single sign-on is no part of these pages, and its fixed port may be taken.
      LOCAL_SSO: 'off',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited, sleep(15_000, 'timeout')]);
      if (killed === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_S * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const why =
        Date.now() > deadline
          ? `was not ready after ${READY_TIMEOUT_S} s`
          : `stopped (${child.exitCode ?? child.signalCode})`;
      await stop();
      throw new Error(
        `The product ${why} on ${url}. Its output:\n${Buffer.concat(output).toString()}`,
      );
    }
    const ready = await fetch(`${url}/v2/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(250);
  }
  return {
    url,
    engine: dataDir ? 'embedded engine, fresh data directory' : 'DATABASE_URL',
    stop,
  };
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['FCP', 'first-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['LCP', 'largest-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['TBT', 'total-blocking-time', (ms) => `${Math.round(ms)} ms`],
  ['CLS', 'cumulative-layout-shift', (value) => value.toFixed(3)],
];

/** One Lighthouse run, default (mobile) settings, on the Chromium at `port`: its result. */
const run = async (url, port) => {
  try {
    const result = await lighthouse(url, {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (result?.lhr === undefined) return { error: 'Lighthouse returned no result' };
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.message };
    return result;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

/** A page's row: its median run (Lighthouse's own choice, by FCP and TTI) and the runs' spread. */
const summarize = (label, results) => {
  // A run with no FCP or TTI (a page that never painted) cannot be the median: it counts as failed.
  const measured = new Set(filterToValidRuns(results.flatMap((result) => result.lhr ?? [])));
  const valid = results.filter((result) => measured.has(result.lhr));
  if (valid.length === 0) {
    const error = results.find((result) => result.error)?.error ?? 'no run measured FCP and TTI';
    return { label, error };
  }
  const medianLhr = computeMedianRun(valid.map((result) => result.lhr));
  const median = valid.find((result) => result.lhr === medianLhr);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(REPORT_DIR, `${name}.report.json`), median.report[0]);
    writeFileSync(join(REPORT_DIR, `${name}.report.html`), median.report[1]);
  }
  const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(medianLhr, id)]));
  const performances = valid.map((result) => score(result.lhr, 'performance'));
  const metrics = METRICS.map(([, id, format]) => {
    const value = medianLhr.audits[id]?.numericValue;
    return value === undefined ? 'n/a' : format(value);
  });
  // The category's audits that count against it: scored (or with metric savings) and below 1.
  const failing = CATEGORIES.flatMap((category) =>
    medianLhr.categories[category].auditRefs
      .map((ref) => medianLhr.audits[ref.id])
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => ({ category, ...audit })),
  );
  return {
    label,
    scores,
    range: `${Math.min(...performances)}-${Math.max(...performances)}`,
    metrics,
    failing,
    version: medianLhr.lighthouseVersion,
    runs: `${valid.length}/${results.length}`,
  };
};

const table = (rows) => {
  const header = [
    'page',
    'perf',
    'a11y',
    'best-pr',
    ...METRICS.map(([name]) => name),
    'perf, all runs',
  ];
  const cells = rows.map((row) =>
    row.error
      ? [row.label, 'error']
      : [
          row.label,
          ...CATEGORIES.map((id) => String(row.scores[id])),
          ...row.metrics,
          `${row.range} (${row.runs})`,
        ],
  );
  const widths = header.map((name, i) =>
    Math.max(name.length, ...cells.map((cell) => (cell[i] ?? '').length)),
  );
  const line = (cell) =>
    '  ' +
    cell.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  return [line(header), ...cells.map(line)];
};

const verdict = (row) => {
  if (row.error) return [`  ${row.label}: Lighthouse failed: ${row.error}`];
  const short = Object.entries(TARGETS)
    .filter(([id, target]) => row.scores[id] < target)
    .map(([id, target]) => `${id} ${row.scores[id]} < ${target}`);
  const lines = [`  ${row.label}: ${short.length === 0 ? 'meets the targets' : short.join(', ')}`];
  for (const audit of row.failing) {
    const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
    lines.push(`    ${audit.category}: ${audit.id}: ${audit.title}${shown}`);
  }
  return lines;
};

const anchor = await startAnchor();
let product;
let chrome;
let failed;
try {
  product = await startProduct();
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const targets = [
    { label: 'anchor (static page)', url: anchor.url, results: [] },
    ...PAGES.map((page) => ({ label: page, url: `${product.url}${page}`, results: [] })),
  ];
  // Round by round, the anchor in each: a machine busy for a while weighs on every page alike.
  for (let round = 0; round < RUNS; round += 1)
    for (const target of targets) target.results.push(await run(target.url, chrome.port));
  const rows = targets.map((target) => summarize(target.label, target.results));
  failed = rows.some((row) => row.error);
  const lighthouseVersion = rows.find((row) => row.version)?.version ?? '(version unknown)';
  console.log(
    [
      `Lighthouse ${lighthouseVersion}, default mobile profile ` +
        `(simulated slow 4G, 4x CPU slowdown), Chromium ${CHROMIUM_PATH}, ` +
        `${RUNS} runs a page, the median run shown (LIGHTHOUSE_RUNS)`,
      `Product: node api/dist/main.js at ${product.url} (${product.engine}); ` +
        `anchor: a static page served by this script, measured in the same run`,
      ...table(rows),
      '',
      `Targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}. ` +
        'Audits below full marks:',
      ...rows.flatMap(verdict),
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await chrome?.kill();
  await product?.stop();
  await new Promise((resolve) => anchor.server.close(resolve));
}
// Exit 0 whatever the scores: only a run that could not measure fails.
process.exit(failed ? 1 : 0);
