import { firmKeyFrom, FirmKeyLabelSchema, FirmScopesSchema, type FirmScope } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  FIRM_API_KEYS,
  type FirmApiKeyRecord,
  type FirmApiKeys,
} from '../ports/firm-api-keys.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { invalidInput, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/** A key just issued: its record, and the whole key, shown this once and never kept. */
export interface IssuedFirmApiKey {
  readonly key: FirmApiKeyRecord;
  readonly secretKey: string;
}

/** Makes a new key for a tenant and keeps only its hash. */
export const mintFirmApiKey = async (
  keys: FirmApiKeys,
  ids: IdGenerator,
  input: {
    readonly tenantId: string;
    readonly label: string;
    readonly scopes: readonly FirmScope[];
    readonly createdBy: string;
    readonly at: Date;
  },
): Promise<IssuedFirmApiKey> => {
  const id = ids.newHex(8);
  const secretKey = firmKeyFrom(id, ids.newHex(24));
  const key: FirmApiKeyRecord = {
    id,
    tenantId: input.tenantId,
    label: input.label,
    scopes: input.scopes,
    createdAt: input.at,
    createdBy: input.createdBy,
    lastUsedAt: null,
    revokedAt: null,
    replacedBy: null,
  };
  await keys.create(key, secretKey);
  return { key, secretKey };
};

/**
 * Staff issue a partner firm (a tenant) an API key with a label and its scopes (issue 25): the
 * key is answered once and kept only as a hash; the issue is audited.
 */
@injectable()
export class IssueFirmApiKey {
  constructor(
    @inject(FIRM_API_KEYS) private readonly keys: FirmApiKeys,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly tenants: TenantConfigurationRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: {
      readonly tenantId: string;
      readonly label: string;
      readonly scopes: readonly string[];
    },
  ): Promise<Result<IssuedFirmApiKey, UseCaseError<'REQUEST.INVALID'>>> {
    const label = FirmKeyLabelSchema.safeParse(input.label);
    const scopes = FirmScopesSchema.safeParse(input.scopes);
    const tenant = await this.tenants.findById(input.tenantId);
    if (!label.success || !scopes.success || !tenant)
      return err(
        invalidInput({
          tenantId: tenant ? undefined : 'No tenant has this id.',
          label: label.error?.issues[0]?.message,
          scopes: scopes.error?.issues[0]?.message,
        }),
      );
    const issued = await mintFirmApiKey(this.keys, this.ids, {
      tenantId: input.tenantId,
      label: label.data,
      scopes: scopes.data,
      createdBy: staff.email,
      at: this.clock.now(),
    });
    await this.audit.record(staff, 'firm_key.issue', {
      tenantId: input.tenantId,
      subject: `${issued.key.id} (${issued.key.scopes.join(' ')})`,
    });
    return ok(issued);
  }
}
