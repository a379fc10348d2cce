import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from './migrations';
import { AccountEntity } from './accounts/account.entity';
import { ProfileEntity } from './profiles/profile.entity';
import { TenantConfigurationEntity } from './tenant-configuration.entity';

export interface OrmSettings {
  readonly clientUrl: string;
  /** Connections in the pool; the embedded engine serves one backend, so keep it small there. */
  readonly poolSize?: number;
}

export const ormOptions = ({ clientUrl, poolSize = 10 }: OrmSettings): Options => ({
  driver: PostgreSqlDriver,
  clientUrl,
  entities: [TenantConfigurationEntity, AccountEntity, ProfileEntity],
  extensions: [Migrator],
  migrations: { migrationsList: MIGRATIONS, transactional: true, snapshot: false, silent: true },
  pool: { min: 0, max: poolSize },
  allowGlobalContext: false,
  debug: false,
});
