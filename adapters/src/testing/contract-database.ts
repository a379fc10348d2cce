import { newAccount } from '@bequest/application';
import type { Owners } from '@bequest/application/testing';
import { ProfileSchema } from '@bequest/domain';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../database/open-database';
import { PostgresAccountRepository } from '../mikro-orm/accounts/account.repository';
import { PostgresProfileRepository } from '../mikro-orm/profiles/profile.repository';
import { createTestDatabase } from './test-database';

/** A migrated and seeded database for one test file's contract suites. */
export interface ContractDatabase {
  readonly orm: MikroORM;
  /** The entity manager, once the tables are empty (`account` empties what belongs to accounts). */
  emptied(...tables: readonly string[]): Promise<EntityManager>;
  /** Accounts and profiles made on demand, for the rows a port's writes refer to. */
  readonly owners: Owners;
  close(): Promise<void>;
}

export const openContractDatabase = async (): Promise<ContractDatabase> => {
  const database = await createTestDatabase();
  const orm = await openDatabase(database.url, 2);
  const accounts = new PostgresAccountRepository(orm.em);
  const profiles = new PostgresProfileRepository(orm.em);
  const owners: Owners = {
    givenAccount: async (tenantId, accountId) => {
      if (await accounts.findById(tenantId, accountId)) return;
      const email = `${accountId}@owners.example`;
      await accounts.create(
        newAccount({
          id: accountId,
          tenantId,
          email,
          passwordHash: null,
          accountOwnerId: accountId,
        }),
      );
    },
    givenProfile: async (tenantId, accountId, profileId) => {
      await owners.givenAccount(tenantId, accountId);
      if (await profiles.findById(tenantId, accountId, profileId)) return;
      const fullName = { first: 'Ana', middle: '', last: 'Li' };
      await profiles.create(
        ProfileSchema.parse({ randId: profileId, accountId, tenantId, fullName }),
      );
    },
  };
  return {
    orm,
    emptied: async (...tables) => {
      // A delete of a few rows is quicker than a truncate, which rewrites each table's files.
      const fork = orm.em.fork();
      for (const table of tables) await fork.execute(`delete from "${table}"`);
      return orm.em;
    },
    owners,
    close: async () => {
      await orm.close();
      await database.drop();
    },
  };
};
