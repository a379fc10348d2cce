import type { RunningDatabase } from '@bequest/adapters';

export default async (): Promise<void> => {
  await (globalThis as { embeddedDatabase?: RunningDatabase | null }).embeddedDatabase?.stop();
};
