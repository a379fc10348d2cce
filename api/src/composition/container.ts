import {
  GetTenant,
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '@bequest/application';
import { MikroOrmTenantConfigurationRepository } from '@bequest/adapters';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Container } from 'inversify';

/** The composition root: every port bound to its adapter, every use case to its class. */
export const createContainer = (orm: MikroORM): Container => {
  const container = new Container();
  container
    .bind<TenantConfigurationRepository>(TENANT_CONFIGURATION_REPOSITORY)
    .toConstantValue(new MikroOrmTenantConfigurationRepository(orm.em));
  container.bind(GetTenant).toSelf().inSingletonScope();
  return container;
};
