import { setUpTestDatabase } from '@bequest/adapters/testing';

export default async (): Promise<void> => {
  (globalThis as { embeddedDatabase?: unknown }).embeddedDatabase = await setUpTestDatabase();
};
