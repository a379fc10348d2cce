// Nonprofit directory search (issue 23): 1.8 million organizations generated in the database,
// then searches by name words, name and city, and EIN through the directory's adapter, with the
// latency of a primary-key look-up of the same table measured in the same run as an anchor. A
// benchmark, not a test: it prints and asserts nothing. Target: p95 under 50 ms.
//
//   npm run build && npm run bench:directory --workspace @bequest/adapters
//
// PostgreSQL at DATABASE_URL, else the embedded engine; BENCH_ORGANIZATIONS sets the count.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { openDatabase, startEmbeddedPostgres, PostgresExemptOrganizations } = require('../dist');
const { createTestDatabase } = require('../dist/testing');

const COUNT = Number(process.env.BENCH_ORGANIZATIONS ?? 1_800_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);

const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(null);
process.env.DATABASE_URL ??= embedded.url;
const database = await createTestDatabase();
const orm = await openDatabase(database.url, 4);
const connection = orm.em.getConnection();

const WORDS = [
  'HARBOR',
  'FOOD',
  'BANK',
  'COMMUNITY',
  'FOUNDATION',
  'CHURCH',
  'SCHOOL',
  'LIBRARY',
  'ANIMAL',
  'RESCUE',
  'HOSPITAL',
  'MUSEUM',
  'ARTS',
  'YOUTH',
  'SOCCER',
  'LEAGUE',
  'VETERANS',
  'CENTER',
  'HOUSING',
  'SHELTER',
  'GARDEN',
  'RIVER',
  'VALLEY',
  'MOUNTAIN',
  'FRIENDS',
  'OF',
  'THE',
  'PARK',
  'SYMPHONY',
  'THEATER',
  'HEALTH',
  'CLINIC',
  'ALLIANCE',
  'COUNCIL',
  'ASSOCIATION',
  'FUND',
  'SCHOLARSHIP',
  'MINISTRIES',
  'HUMANE',
  'SOCIETY',
];
const CITIES = [
  'SAN FRANCISCO',
  'OAKLAND',
  'CHICAGO',
  'HOUSTON',
  'PHOENIX',
  'PORTLAND',
  'DENVER',
  'BOSTON',
  'ATLANTA',
  'SEATTLE',
  'AUSTIN',
  'MIAMI',
  'DETROIT',
  'MEMPHIS',
  'BALTIMORE',
  'NASHVILLE',
];
const words = `(array[${WORDS.map((word) => `'${word}'`).join(',')}])`;
const cities = `(array[${CITIES.map((city) => `'${city}'`).join(',')}])`;

let started = performance.now();
await connection.execute(`
  insert into exempt_organization
    (ein, legal_name, care_of, street, city, state, postal_code, subsection, deductible,
     foundation_code, ntee_code)
  select to_char(i, 'FM00-0000000'),
    ${words}[1 + (i * 7) % ${WORDS.length}] || ' ' || ${words}[1 + (i * 13) % ${WORDS.length}] || ' '
      || ${words}[1 + (i * 31) % ${WORDS.length}] || ' ' || i,
    null, i || ' MAIN ST', ${cities}[1 + (i * 17) % ${CITIES.length}], 'CA', '94107', '03', true,
    '15', 'K31'
  from generate_series(1, ${COUNT}) as i`);
const organizations = new PostgresExemptOrganizations(orm.em);
await organizations.settle();
const generated = (performance.now() - started) / 1000;

// As a typeahead sends them: whole words, then the one being typed.
const QUERIES = [
  'food ba',
  'harbor',
  'humane society oak',
  'friends of the lib',
  'veterans housing den',
  'symph',
  'animal rescue',
  '00-1234567',
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const measure = async (work) => {
  for (let i = 0; i < 20; i += 1) await work(i);
  const times = [];
  for (let i = 0; i < SEARCHES; i += 1) {
    started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
};
const anchor = await measure((i) =>
  connection.execute('select ein, legal_name from exempt_organization where ein = ?', [
    `00-${String(1 + ((i * 7919) % COUNT)).padStart(7, '0')}`,
  ]),
);
const search = await measure((i) => organizations.search(QUERIES[i % QUERIES.length], 32));

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  [
    `Nonprofit directory: ${COUNT.toLocaleString('en-US')} organizations generated in ${generated.toFixed(0)} s on ${embedded ? 'the embedded engine' : 'PostgreSQL at DATABASE_URL'}.`,
    `Anchor, a look-up by primary key: p50 ${ms(anchor.p50)}, p95 ${ms(anchor.p95)}, p99 ${ms(anchor.p99)}`,
    `Search by name, city or EIN (${QUERIES.length} queries, ${SEARCHES} searches, 32 results):`,
    `  p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, p99 ${ms(search.p99)} (target: p95 under 50 ms)`,
  ].join('\n'),
);
await orm.close();
await database.drop();
await embedded?.stop();
