import { setUpTestDatabase } from './src/testing/test-database';

export default async (): Promise<void> => {
  (globalThis as { embeddedDatabase?: unknown }).embeddedDatabase = await setUpTestDatabase();
};
