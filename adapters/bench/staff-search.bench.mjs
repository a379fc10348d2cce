// Support's people search (issue 24): a million accounts with their owners' profiles generated in
// the database, then searches by name, e-mail, phone and id through the staff directory's adapter,
// with a look-up of an account by primary key measured in the same run as an anchor. A
// benchmark, not a test: it prints and asserts nothing. Target: p95 under 100 ms.
//
//   npm run build && npm run bench:staff-search --workspace @bequest/adapters
//
// PostgreSQL at DATABASE_URL, else the embedded engine; BENCH_ACCOUNTS sets the count.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { openDatabase, startEmbeddedPostgres, PostgresStaffPeopleDirectory } = require('../dist');
const { createTestDatabase } = require('../dist/testing');
const { phoneSearchDigits } = require('@bequest/domain');

const COUNT = Number(process.env.BENCH_ACCOUNTS ?? 1_000_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);

const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(null);
process.env.DATABASE_URL ??= embedded.url;
const database = await createTestDatabase();
const orm = await openDatabase(database.url, 4);
const connection = orm.em.getConnection();

const FIRST = ['Maria', 'James', 'Rosa', 'Omar', 'Iris', 'Chen', 'Ana', 'Kwame', 'Lena', 'Diego'];
const LAST = ['Garcia', 'Smith', 'Nguyen', 'Okafor', 'Li', 'Kowalski', 'Haddad', 'Silva', 'Berg'];
const list = (words) => `(array[${words.map((word) => `'${word}'`).join(',')}])`;
// Row i's owner: a first and last name from the lists, made unique by i; a ten-digit phone.
const first = (i) => `${list(FIRST)}[1 + (${i} * 7) % ${FIRST.length}]`;
const last = (i) => `${list(LAST)}[1 + (${i} * 13) % ${LAST.length}]`;
const phone = (i) => `(2000000000 + (${i}::bigint * 7919) % 7999999999)::text`;

// The search's indexes are built once the rows are in (as CREATE INDEX does), not row by row.
const SEARCH_INDEXES = [
  'account_email_trigram',
  'account_email_order',
  'account_owner_index',
  'profile_full_name_trigram',
  'profile_phone_digits_trigram',
];
const definitions = await connection.execute(
  `select indexname, indexdef from pg_indexes where indexname in (${SEARCH_INDEXES.map(() => '?').join(', ')})`,
  SEARCH_INDEXES,
);
let started = performance.now();
for (const { indexname } of definitions) await connection.execute(`drop index "${indexname}"`);
await connection.execute(`
  insert into account (id, tenant_id, email, account_owner_id, attorney_consult_metadata, created_at)
  select 'acct-' || i, (array['bequest','willow','acme-wealth','benefitco'])[1 + i % 4],
    lower(${first('i')} || '.' || ${last('i')} || i || '@example.org'), 'owner-' || i, '{}',
    now() - (i || ' minutes')::interval
  from generate_series(1, ${COUNT}) as i`);
await connection.execute(`
  insert into profile (rand_id, tenant_id, account_id, data)
  select 'owner-' || i, (array['bequest','willow','acme-wealth','benefitco'])[1 + i % 4], 'acct-' || i,
    jsonb_build_object('fullName', jsonb_build_object('first', ${first('i')}, 'middle', '',
      'last', ${last('i')} || i), 'phone', ${phone('i')})
  from generate_series(1, ${COUNT}) as i`);
for (const { indexdef } of definitions) await connection.execute(indexdef);
await connection.execute('vacuum analyze account');
await connection.execute('vacuum analyze profile');
const generated = (performance.now() - started) / 1000;

const row = (i) => 1 + ((i * 104729) % COUNT);
const [{ digits }] = await connection.execute(`select ${phone(row(3))} as digits`);
const nameOf = (i) => {
  const n = row(i);
  return `${FIRST[(n * 7) % FIRST.length]} ${LAST[(n * 13) % LAST.length]}${n}`;
};
// As support types them: a name, a part of an e-mail, a phone number as the person said it, an id.
const QUERIES = [
  (i) => nameOf(i),
  (i) => `${LAST[(row(i) * 13) % LAST.length]}${row(i)}`.toLowerCase(),
  (i) =>
    `${FIRST[(row(i) * 7) % FIRST.length].toLowerCase()}.${LAST[(row(i) * 13) % LAST.length].toLowerCase()}${row(i)}@`,
  () => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  (i) => `acct-${row(i)}`,
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
  connection.execute('select id, email from account where id = ?', [`acct-${row(i)}`]),
);
const people = new PostgresStaffPeopleDirectory(orm.em);
let found = 0;
const search = await measure(async (i) => {
  const text = QUERIES[i % QUERIES.length](i);
  const page = await people.search(
    { text, phoneDigits: phoneSearchDigits(text) },
    { page: 1, perPage: 25 },
  );
  found += page.items.length > 0 ? 1 : 0;
});

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  [
    `People search: ${COUNT.toLocaleString('en-US')} accounts with their owners generated in ${generated.toFixed(0)} s on ${embedded ? 'the embedded engine' : 'PostgreSQL at DATABASE_URL'}.`,
    `Anchor, an account by primary key: p50 ${ms(anchor.p50)}, p95 ${ms(anchor.p95)}, p99 ${ms(anchor.p99)}`,
    `Search by name, e-mail, phone or id (${QUERIES.length} kinds, ${SEARCHES} searches, a page of 25 and the total):`,
    `  p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, p99 ${ms(search.p99)} (target: p95 under 100 ms); ${found} of ${SEARCHES + 20} searches (warm-up included) found someone`,
  ].join('\n'),
);
await orm.close();
await database.drop();
await embedded?.stop();
