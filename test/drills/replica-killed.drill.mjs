// Drill (issue 28): a replica killed with SIGKILL mid-request. Two API processes (api/dist/main.js,
// as `npm start` runs it) share the drill's own cluster. A guest starts a stock gift on replica A,
// which writes the gift and queues the guest's e-mail in one transaction; A is killed once the
// request is in its hands, at a different moment each round. The client then retries on replica B
// with the same Idempotency-Key. Passes when every retry succeeds and each gift has exactly one
// row and one e-mail, whether A had committed before it died or not.
//
//   npm run build && node test/drills/replica-killed.drill.mjs
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { serverTools, startCluster } from './cluster.mjs';
import { holdRequest, startApi } from './processes.mjs';

const ROUNDS = Number(process.env.DRILL_ROUNDS ?? 10);
/** How long after the request's body reaches replica A it is killed, round by round (ms). */
const KILL_DELAYS = [0, 1, 2, 5, 10, 20, 40, 80, 160, 320];
const RECIPIENT = '94-1156365';
const run = promisify(execFile);
const apiScript = (name) => new URL(`../../api/dist/directory/${name}`, import.meta.url).pathname;

const bin = serverTools();
if (!bin) {
  console.log('replica-killed drill skipped: PostgreSQL server tools are not installed');
  process.exit(0);
}

/** The nonprofit the gifts go to, in the directory and receiving stock, set up as staff do. */
const seedRecipient = async (databaseUrl) => {
  const dir = await mkdtemp(join(tmpdir(), 'bequest-drill-recipient-'));
  const csv = join(dir, 'eo.csv');
  const receiving = join(dir, 'receiving.json');
  await writeFile(
    csv,
    'EIN,NAME,ICO,STREET,CITY,STATE,ZIP,SUBSECTION,DEDUCTIBILITY,FOUNDATION,NTEE_CD\n' +
      '941156365,SAN FRANCISCO FOOD BANK,,900 PENNSYLVANIA AVE,SAN FRANCISCO,CA,941073458,03,1,15,K31\n',
  );
  await writeFile(
    receiving,
    JSON.stringify({
      receivingFirm: 'Charles Schwab',
      dtcNumber: '0164',
      accountNumber: '1234-5678',
      accountName: 'San Francisco Food Bank Gift Account',
      contact: { name: 'Ana Ruiz', email: 'gifts@sffoodbank.example', phone: '415-555-0100' },
    }),
  );
  const env = { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: dir };
  await run(process.execPath, [apiScript('load-directory.js'), csv], { env });
  await run(process.execPath, [apiScript('set-receiving-details.js'), RECIPIENT, receiving], {
    env,
  });
  await rm(dir, { recursive: true, force: true });
};

const giftBody = (round) =>
  JSON.stringify({
    recipientEin: RECIPIENT,
    sharesContactDetails: true,
    donor: {
      fullName: `Kill Drill ${round}`,
      email: `killed${round}@example.com`,
      address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
    },
  });

const cluster = await startCluster(bin);
let replicaA = null;
let replicaB = null;
try {
  replicaB = await startApi(cluster.url);
  await seedRecipient(cluster.url);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    replicaA = await startApi(cluster.url);
    const key = randomUUID();
    const body = giftBody(round);
    const held = await holdRequest(replicaA.url, {
      method: 'POST',
      path: '/v2/stock-gifts',
      headers: { 'X-Forwarded-Host': 'localhost', 'Idempotency-Key': key },
      body,
    });
    const answer = held.send();
    const delay = KILL_DELAYS[round % KILL_DELAYS.length];
    if (delay > 0) await sleep(delay);
    replicaA.child.kill('SIGKILL');
    const { signal } = await replicaA.exited;
    const answeredByA = (await answer).status;
    replicaA = null;

    const retry = await fetch(`${replicaB.url}/v2/stock-gifts`, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json', 'idempotency-key': key },
      body,
    });
    await retry.text();
    const email = `killed${round}@example.com`;
    // The addresses are the drill's own; nothing a person typed reaches this SQL.
    const gifts = Number(
      await cluster.scalar(
        `select count(*) from stock_gift where gift->'donor'->>'email' = '${email}'`,
      ),
    );
    const mails = Number(
      await cluster.scalar(`select count(*) from mail_outbox where recipient = '${email}'`),
    );
    rounds.push({
      delay,
      signal,
      answeredByA,
      retry: retry.status,
      replayed: retry.headers.get('idempotent-replayed') === 'true',
      gifts,
      mails,
    });
  }

  const committedByA = rounds.filter((round) => round.replayed).length;
  console.log(
    [
      `A replica killed with SIGKILL mid-request (${ROUNDS} rounds, killed 0–${Math.max(...KILL_DELAYS)} ms after the body):`,
      ...rounds.map(
        (round) =>
          `  +${round.delay} ms: replica A ${round.signal}, its answer ${round.answeredByA ?? 'none'}; ` +
          `retry on B ${round.retry}${round.replayed ? ' (replayed: A had committed)' : ' (A had not committed)'}; ` +
          `gift rows ${round.gifts}, e-mails ${round.mails}`,
      ),
      `  committed by A before it died: ${committedByA}; made by the retry: ${ROUNDS - committedByA}`,
    ].join('\n'),
  );
  const failures = rounds.flatMap((round, index) => [
    ...(round.signal === 'SIGKILL' ? [] : [`round ${index}: replica A was not killed`]),
    ...(round.retry === 201 ? [] : [`round ${index}: the retry answered ${round.retry}`]),
    ...(round.gifts === 1 ? [] : [`round ${index}: ${round.gifts} gift rows`]),
    ...(round.mails === 1 ? [] : [`round ${index}: ${round.mails} e-mails`]),
  ]);
  if (failures.length > 0) {
    console.error(
      `drill failed:\n  ${failures.join('\n  ')}\n--- replica B output (end) ---\n${replicaB.output.join('').slice(-4000)}`,
    );
    process.exitCode = 1;
  }
} finally {
  replicaA?.child.kill('SIGKILL');
  await replicaB?.stop();
  await cluster.remove();
}
