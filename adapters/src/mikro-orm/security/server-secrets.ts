import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';

/**
 * A secret shared by every replica over one database: made once, on first start, when the
 * deployment does not set its own.
 */
export const serverSecret = async (em: EntityManager, name: string): Promise<string> => {
  const fork = em.fork();
  await fork.execute(
    'insert into server_secret (name, value) values (?, ?) on conflict (name) do nothing',
    [name, randomBytes(48).toString('base64url')],
  );
  const rows = await fork.execute<{ value: string }[]>(
    'select value from server_secret where name = ?',
    [name],
  );
  const value = rows[0]?.value;
  if (!value) throw new Error(`server secret ${name} is missing`);
  return value;
};
