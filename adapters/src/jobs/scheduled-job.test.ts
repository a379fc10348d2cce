import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../database/open-database';
import { PostgresJobSlots } from '../mikro-orm/jobs/job-slots.repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { ScheduledJob } from './scheduled-job';

const HOUR = 60 * 60 * 1000;

describe('a background job across replicas (issue 28)', () => {
  let database: TestDatabase;
  let replicas: MikroORM[];
  let now: Date;
  let runs: string[];

  const jobOn = (
    orm: MikroORM,
    holder: string,
    run: () => Promise<unknown> = async () => runs.push(holder),
  ) =>
    new ScheduledJob(
      {
        name: 'funding-reminders',
        everyMs: HOUR,
        run,
        slots: new PostgresJobSlots(orm.em),
        now: () => now,
      },
      holder,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    replicas = [await openDatabase(database.url, 4), await openDatabase(database.url, 4)];
  });
  afterAll(async () => {
    await Promise.all(replicas.map((orm) => orm.close()));
    await database.drop();
  });
  beforeEach(async () => {
    await replicas[0]!.em.getConnection().execute('delete from job_slot');
    now = new Date('2026-11-27T10:00:00Z');
    runs = [];
  });

  it('runs once per interval whichever replicas ask, however many at once', async () => {
    const jobs = [
      jobOn(replicas[0]!, 'a'),
      jobOn(replicas[1]!, 'b'),
      jobOn(replicas[0]!, 'c'),
      jobOn(replicas[1]!, 'd'),
    ];
    for (let hour = 0; hour < 12; hour += 1) {
      now = new Date(Date.UTC(2026, 10, 27, 10 + hour));
      const ran = await Promise.all(jobs.map((job) => job.tick()));
      expect(ran.filter(Boolean)).toHaveLength(1);
      // Half an hour on, nobody runs it again.
      now = new Date(now.getTime() + HOUR / 2);
      expect(await Promise.all(jobs.map((job) => job.tick()))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
    expect(runs).toHaveLength(12);
  });

  it('keeps its schedule when a replica restarts', async () => {
    expect(await jobOn(replicas[0]!, 'a').tick()).toBe(true);
    now = new Date(now.getTime() + HOUR - 1);
    expect(await jobOn(replicas[0]!, 'a, restarted').tick()).toBe(false);
    now = new Date(now.getTime() + 1);
    expect(await jobOn(replicas[1]!, 'b').tick()).toBe(true);
    expect(runs).toEqual(['a', 'b']);
    const [slot] = await replicas[0]!.em
      .getConnection()
      .execute<{ holder: string; next_run_at: string }[]>(
        `select holder, to_char(next_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as next_run_at from job_slot`,
      );
    expect(slot).toEqual({ holder: 'b', next_run_at: '2026-11-27T12:00' });
  });

  it('reports a failed run and leaves the next one to the next interval', async () => {
    const errors: unknown[] = [];
    const failing = new ScheduledJob(
      {
        name: 'funding-reminders',
        everyMs: HOUR,
        run: () => Promise.reject(new Error('SMTP down')),
        slots: new PostgresJobSlots(replicas[0]!.em),
        now: () => now,
        onError: (error) => errors.push(error),
      },
      'a',
    );
    expect(await failing.tick()).toBe(false);
    expect(errors).toEqual([new Error('SMTP down')]);
    expect(await jobOn(replicas[1]!, 'b').tick()).toBe(false);
    now = new Date(now.getTime() + HOUR);
    expect(await jobOn(replicas[1]!, 'b').tick()).toBe(true);
  });

  it('waits for a run in progress when stopped', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const job = jobOn(replicas[0]!, 'a', () => {
      started();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const ran = job.tick();
    await running;
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await new Promise(setImmediate);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(await ran).toBe(true);
  });
});
