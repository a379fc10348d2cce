export * from './color-contrast';
export * from './tenant-id';
export * from './tenant-configuration';
export * from './tenant-configurations';
export * from './tenant-hosts';
export * from './resolve-tenant';
export * from './find-tenant-configuration';
export * from './nominee-help-text';
