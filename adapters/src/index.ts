export * from './database/embedded-postgres';
export * from './database/open-database';
export * from './mikro-orm/orm-options';
export * from './mikro-orm/tenant-configuration.entity';
export * from './mikro-orm/tenant-configuration.repository';
