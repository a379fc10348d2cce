// Drill (issue 28): the SMTP server down for a minute. The API (api/dist/main.js, as `npm start`
// runs it) sends through an SMTP server the drill runs; people get started before, during and
// after an outage (each start queues an e-mail in its own transaction). Passes when every queued
// e-mail arrives exactly once after the server is back: delayed, none lost, none sent twice.
//
//   npm run build && node test/drills/smtp-down.drill.mjs
import { LocalSmtpServer } from '@bequest/api/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverTools, startCluster } from './cluster.mjs';
import { startApi, until } from './processes.mjs';

const DOWN_MS = Number(process.env.DRILL_SMTP_DOWN_MS ?? 60_000);
const PER_PHASE = Number(process.env.DRILL_PEOPLE ?? 5);
/** The outbox retries with back-off up to 10 minutes apart; after a minute's outage, a few. */
const DELIVERY_WAIT_ATTEMPTS = 6_000;

const bin = serverTools();
if (!bin) {
  console.log('smtp-down drill skipped: PostgreSQL server tools are not installed');
  process.exit(0);
}

const getStarted = async (url, email) => {
  const response = await fetch(`${url}/v2/auth/get-started`, {
    method: 'POST',
    headers: { 'x-forwarded-host': 'willow.localhost', 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      owner: {
        fullName: { first: 'Mai', middle: '', last: 'Ldrill' },
        birthDate: '01/01/1970',
        maritalStatus: 'SINGLE',
      },
      termsAccepted: true,
    }),
  });
  await response.text();
  if (!response.ok) throw new Error(`get-started for ${email} answered ${response.status}`);
};

const smtp = await new LocalSmtpServer().start();
const cluster = await startCluster(bin);
const api = await startApi(cluster.url, { SMTP_URL: smtp.url });
try {
  const people = { before: [], during: [], after: [] };
  const startPeople = async (phase) => {
    for (let index = 0; index < PER_PHASE; index += 1) {
      const email = `smtp-${phase}-${index}@example.com`;
      await getStarted(api.url, email);
      people[phase].push(email);
    }
  };
  const queued = async () =>
    Number(await cluster.scalar(`select count(*) from mail_outbox where status <> 'sent'`));

  await startPeople('before');
  await until(async () => (await queued()) === 0, DELIVERY_WAIT_ATTEMPTS);
  await smtp.stop();
  const down = performance.now();
  await startPeople('during');
  await sleep(DOWN_MS);
  const attemptsWhileDown = Number(
    await cluster.scalar(
      `select coalesce(max(attempts), 0) from mail_outbox where status <> 'sent'`,
    ),
  );
  await smtp.start();
  const back = performance.now();
  await startPeople('after');
  const delivered = await until(async () => (await queued()) === 0, DELIVERY_WAIT_ATTEMPTS);
  const allSentMs = Math.round(performance.now() - back);
  // A message handed over twice would arrive twice; give a late duplicate the time to show.
  await sleep(2_000);

  const everyone = [...people.before, ...people.during, ...people.after];
  const rows = Object.fromEntries(
    (
      await cluster.scalar(
        `select coalesce(string_agg(recipient || '=' || n, ','), '') from (select recipient, count(*) n from mail_outbox group by recipient) counted`,
      )
    )
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('='))
      .map(([recipient, count]) => [recipient, Number(count)]),
  );
  const arrived = (email) => smtp.received.filter((mail) => mail.to.includes(email)).length;
  const lost = everyone.filter((email) => arrived(email) < (rows[email] ?? 0));
  const twice = everyone.filter((email) => arrived(email) > (rows[email] ?? 0));
  const none = everyone.filter((email) => !rows[email]);

  console.log(
    [
      `SMTP down for ${Math.round((back - down) / 1000)} s (${PER_PHASE} people started before, during and after):`,
      `  e-mails queued ${Object.values(rows).reduce((sum, count) => sum + count, 0)}, arrived ${smtp.received.length}`,
      `  most attempts on one e-mail while the server was down: ${attemptsWhileDown}`,
      `  every e-mail sent ${delivered ? `${allSentMs} ms after the server was back` : 'never'}`,
      `  lost ${lost.length}; sent twice ${twice.length}`,
    ].join('\n'),
  );
  const failures = [
    ...(delivered ? [] : ['e-mails still queued']),
    ...none.map((email) => `no e-mail queued for ${email}`),
    ...lost.map((email) => `lost: ${email}`),
    ...twice.map((email) => `sent twice: ${email}`),
  ];
  if (failures.length > 0) {
    console.error(
      `drill failed:\n  ${failures.join('\n  ')}\n--- API output (end) ---\n${api.output.join('').slice(-4000)}`,
    );
    process.exitCode = 1;
  }
} finally {
  await api.stop();
  await cluster.remove();
  await smtp.stop();
}
