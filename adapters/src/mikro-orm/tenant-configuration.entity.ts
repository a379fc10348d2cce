import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A tenant's configuration as stored: the JSON document plus its optimistic version. */
export class TenantConfigurationRecord {
  [OptionalProps]?: 'version' | 'updatedAt';
  tenantId!: string;
  configuration!: unknown;
  version!: number;
  updatedAt!: Date;
}

export const TenantConfigurationEntity = new EntitySchema<TenantConfigurationRecord>({
  class: TenantConfigurationRecord,
  tableName: 'tenant_configuration',
  properties: {
    tenantId: { type: 'text', primary: true },
    configuration: { type: 'json' },
    version: { type: 'integer', version: true },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
