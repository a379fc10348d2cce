import { openDatabase } from '@bequest/adapters';
import { createTestDatabase } from '@bequest/adapters/testing';
import type { INestApplication } from '@nestjs/common';
import { createApp } from '../create-app';

export interface TestApp {
  readonly app: INestApplication;
  close(): Promise<void>;
}

/** The whole API on its own empty, migrated database. */
export const startTestApp = async (): Promise<TestApp> => {
  const database = await createTestDatabase();
  const orm = await openDatabase(database.url, 2);
  const app = await createApp(orm);
  await app.init();
  return {
    app,
    close: async () => {
      await app.close();
      await orm.close();
      await database.drop();
    },
  };
};
