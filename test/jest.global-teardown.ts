import type { RunningDatabase } from '@bequest/api/testing';

export default async (): Promise<void> => {
  await (globalThis as { embeddedDatabase?: RunningDatabase | null }).embeddedDatabase?.stop();
};
