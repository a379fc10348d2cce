import { setUpTestDatabase } from '@bequest/api/testing';

export default async (): Promise<void> => {
  (globalThis as { embeddedDatabase?: unknown }).embeddedDatabase = await setUpTestDatabase();
};
