import type { RunningDatabase } from './src/database/embedded-postgres';

export default async (): Promise<void> => {
  await (globalThis as { embeddedDatabase?: RunningDatabase | null }).embeddedDatabase?.stop();
};
