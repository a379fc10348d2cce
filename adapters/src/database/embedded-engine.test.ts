import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { MikroOrmTransactions } from '../mikro-orm/transactions.mikro-orm';
import { query } from '../mikro-orm/query';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres';
import { openDatabase } from './open-database';

const WRITERS = 12;
const SAVES = 8;

/**
 * The embedded engine `npm start` uses without DATABASE_URL serves every connection from one
 * backend: two connections' statements interleave there (unnamed statements and portals are the
 * backend's), which cost the hot-path benchmark 500s and lost saves (issue 27).
 */
describe('the embedded engine under concurrent requests', () => {
  let engine: RunningDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    engine = await startEmbeddedPostgres(null);
    orm = await openDatabase(engine.url, 10);
    await query(orm.em, 'create table counter (id int primary key, version int not null)');
  });
  afterAll(async () => {
    await orm.close();
    await engine.stop();
  });

  it('talks to it over one connection, the ORM and the plain queries alike', async () => {
    const pool = (await orm.em.getConnection().getNativeClient()) as Pool;
    expect(pool.options.max).toBe(1);
  });

  it('loses no write and fails no request when writers save at once', async () => {
    const transactions = new MikroOrmTransactions(orm.em);
    await Promise.all(
      Array.from({ length: WRITERS }, (_, id) =>
        query(orm.em, 'insert into counter values (?, 0)', [id]),
      ),
    );
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, id) => {
        for (let save = 0; save < SAVES; save += 1) {
          await transactions.run(async () => {
            const [row] = await query<{ version: number }>(
              orm.em,
              'select version from counter where id = ?',
              [id],
            );
            await query(orm.em, 'update counter set version = ? where id = ? and version = ?', [
              row!.version + 1,
              id,
              row!.version,
            ]);
          });
          // A plain read between saves, as other requests make meanwhile.
          await query(orm.em, 'select count(*) from counter');
        }
      }),
    );
    const rows = await query<{ version: number }>(orm.em, 'select version from counter');
    expect(rows.map((row) => row.version)).toEqual(Array(WRITERS).fill(SAVES));
  });
});
