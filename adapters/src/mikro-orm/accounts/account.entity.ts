import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { AttorneyConsultMetadata, RepeatWillUserArm } from '@bequest/domain';

export class AccountRow {
  [OptionalProps]?: 'version' | 'sessionVersion' | 'signInCount' | 'createdAt' | 'updatedAt';
  id!: string;
  tenantId!: string;
  email!: string;
  holdsEmail!: boolean;
  passwordHash!: string | null;
  isRegistered!: boolean;
  isEmailConfirmed!: boolean;
  signInCount!: number;
  accountOwnerId!: string;
  isJointTrustPlanSelected!: boolean;
  attorneyConsultMetadata!: AttorneyConsultMetadata;
  ssoIssuer?: string | null;
  advisorEmail?: string | null;
  ssoSubject?: string | null;
  repeatWillUserArm?: RepeatWillUserArm | null;
  sessionVersion!: number;
  version!: number;
  createdAt!: Date;
  updatedAt!: Date;
}

export const AccountEntity = new EntitySchema<AccountRow>({
  class: AccountRow,
  tableName: 'account',
  properties: {
    id: { type: 'text', primary: true },
    tenantId: { type: 'text' },
    email: { type: 'text' },
    holdsEmail: { type: 'boolean' },
    passwordHash: { type: 'text', nullable: true },
    isRegistered: { type: 'boolean' },
    isEmailConfirmed: { type: 'boolean' },
    signInCount: { type: 'integer', default: 0 },
    accountOwnerId: { type: 'text' },
    isJointTrustPlanSelected: { type: 'boolean' },
    attorneyConsultMetadata: { type: 'json' },
    ssoIssuer: { type: 'text', nullable: true },
    advisorEmail: { type: 'text', nullable: true },
    ssoSubject: { type: 'text', nullable: true },
    repeatWillUserArm: { type: 'text', nullable: true },
    sessionVersion: { type: 'integer', default: 1 },
    version: { type: 'integer', default: 1 },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
