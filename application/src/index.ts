export * from './ports/tenant-configuration-repository.port';
export * from './tenants/get-tenant';
