import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A profile stored as its canonical JSON document, scoped by tenant and account. */
export class ProfileRow {
  [OptionalProps]?: 'version' | 'createdAt' | 'updatedAt';
  randId!: string;
  tenantId!: string;
  accountId!: string;
  data!: unknown;
  version!: number;
  createdAt!: Date;
  updatedAt!: Date;
}

export const ProfileEntity = new EntitySchema<ProfileRow>({
  class: ProfileRow,
  tableName: 'profile',
  properties: {
    randId: { type: 'text', primary: true },
    tenantId: { type: 'text' },
    accountId: { type: 'text' },
    data: { type: 'json' },
    version: { type: 'integer', default: 1 },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
