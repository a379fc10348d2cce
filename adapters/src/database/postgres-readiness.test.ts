import type { EntityManager } from '@mikro-orm/postgresql';
import { PostgresReadiness } from './postgres-readiness';

const database = (execute: () => Promise<unknown>) =>
  ({ fork: () => ({ execute }) }) as unknown as EntityManager;

describe('whether the database answers (issue 20)', () => {
  it('answers yes when a query returns', async () => {
    expect(await new PostgresReadiness(database(async () => [{}])).databaseAnswers()).toBe(true);
  });

  it('answers no when the query fails or never returns', async () => {
    const refused = database(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await new PostgresReadiness(refused).databaseAnswers()).toBe(false);
    const hanging = database(() => new Promise(() => undefined));
    expect(await new PostgresReadiness(hanging, 1).databaseAnswers()).toBe(false);
  });
});
