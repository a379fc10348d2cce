// The benchmark's server, in its own process so the load generator does not share its CPU:
// the API on a fresh database (PostgreSQL at DATABASE_URL, or the embedded engine when
// BENCH_ENGINE=embedded) with one account of two profiles, every document started, and
// `BENCH_WRITERS` people with a will each, for the concurrent saves.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  openDatabase,
  startEmbeddedPostgres,
  PostgresProfileRepository,
} = require('@bequest/adapters');
const { createTestDatabase } = require('@bequest/adapters/testing');
const { createApp } = require('../dist/create-app.js');
const { createLogger } = require('../dist/http/logger.js');

const embedded =
  process.env.BENCH_ENGINE === 'embedded' || !process.env.DATABASE_URL
    ? await startEmbeddedPostgres(null)
    : null;
if (embedded) process.env.DATABASE_URL = embedded.url;
const database = await createTestDatabase();
const orm = await openDatabase(database.url);
const app = await createApp({
  orm,
  sessionSecret: 'bench-session-secret-of-at-least-32-characters',
  storageDirectory: '/tmp/bequest-bench-storage',
  logger: createLogger(
    process.env.BENCH_LOG_LEVEL ?? 'silent',
    require('pino').destination('/dev/null'),
  ),
});
await app.listen(0, '127.0.0.1');
const url = await app.getUrl();

const call = async (method, path, body, token) => {
  const response = await fetch(url + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-host': 'willow.localhost',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
  return response.json();
};

const getStarted = (email) => ({
  email,
  owner: {
    fullName: { first: 'Bea', middle: '', last: 'Ench' },
    birthDate: '01/01/1970',
    maritalStatus: 'MARRIED',
  },
  secondHouseholdMember: {
    fullName: { first: 'Cal', middle: '', last: 'Ench' },
    birthDate: '01/01/1971',
  },
  termsAccepted: true,
});
const grant = await call('POST', '/v2/auth/get-started', getStarted('bench@example.com'));
if (!grant.token) throw new Error(`get started failed: ${JSON.stringify(grant)}`);

const profiles = new PostgresProfileRepository(orm.em);
const started = (randId) => ({
  randId,
  isComplete: false,
  isValid: false,
  path: null,
  progress: { progressSectionPosition: 3, totalProgressSections: 12 },
});
for (const stored of await profiles.listByAccount('willow', grant.user.activeProfile.accountId)) {
  const { profile } = stored;
  await profiles.update(
    {
      ...profile,
      will: started(`will-${profile.randId}`),
      rlt: { ...started(`rlt-${profile.randId}`), isJoint: false, referrer: null, refOrgId: null },
      ahcd: started(`ahcd-${profile.randId}`),
      dfpoa: started(`dfpoa-${profile.randId}`),
      nonprobatePlans: [{ isComplete: false, updatedAt: null }],
    },
    stored.version,
  );
}
// A will to render while the load runs: the owner lives in Texas and has one.
const before = await call('GET', '/v2/me', undefined, grant.token);
await call(
  'PATCH',
  `/v2/profiles/${before.activeProfile.randId}`,
  { version: before.activeProfile.version, administrativeArea: 'TX', postalCode: '73301' },
  grant.token,
);
const will = await call('POST', '/v2/me/documents/will', {}, grant.token);
await call(
  'PATCH',
  '/v2/me/documents/will',
  {
    version: will.version,
    changes: {
      executors: [{ fullName: { first: 'Cal', middle: '', last: 'Ench' } }],
      children: [{ fullName: { first: 'Dee', middle: '', last: 'Ench' }, birthDate: '2012-01-01' }],
      residuaryBeneficiaries: [
        { level: 'NUMBER_1', name: 'Cal Ench', allocationPercent: 70 },
        { level: 'NUMBER_1', name: 'Harbor Food Bank', allocationPercent: 10 },
        { level: 'NUMBER_1', name: 'River Conservancy', allocationPercent: 10 },
        { level: 'NUMBER_1', name: 'City Library Foundation', allocationPercent: 10 },
      ],
    },
  },
  grant.token,
);
const me = await call('GET', '/v2/me', undefined, grant.token);
if (me.profiles?.length !== 2 || !me.profiles.every((p) => p.will && p.rlt && p.ahcd && p.dfpoa))
  throw new Error('the benchmark account is not set up');

// The writers: each saves only their own will, so no save waits on another's row.
const writers = [];
for (let index = 0; index < Number(process.env.BENCH_WRITERS ?? 20); index += 1) {
  const writer = await call(
    'POST',
    '/v2/auth/get-started',
    getStarted(`writer${index}@example.com`),
  );
  const document = await call('POST', '/v2/me/documents/will', {}, writer.token);
  writers.push({
    token: writer.token,
    version: document.version,
    accountId: writer.user.activeProfile.accountId,
    profileId: writer.user.activeProfile.randId,
  });
}

process.send({
  url,
  token: grant.token,
  engine: embedded ? 'the embedded engine (PGlite)' : 'PostgreSQL',
  databaseUrl: database.url,
  accountId: me.activeProfile.accountId,
  meBytes: Buffer.byteLength(JSON.stringify(me)),
  writers,
});
process.on('message', async () => {
  await app.close();
  await orm.close();
  await database.drop();
  await embedded?.stop();
  process.exit(0);
});
