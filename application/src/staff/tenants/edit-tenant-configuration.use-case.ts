import {
  configurationEdits,
  editedPaths,
  TenantConfigurationSchema,
  type PublicTenantConfiguration,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import type { StaffMember } from '../../ports/staff-sessions.port';
import { TENANT_SETTINGS, type TenantSettings } from '../../ports/tenant-settings.port';
import { notFound, staleWrite, type UseCaseError } from '../../shared/errors';
import { AuditTrail } from '../audit-trail.service';
import {
  configurationInEffect,
  tenantSettingsView,
  type TenantSecretName,
  type TenantSettingsView,
} from './tenant-settings-view';

export interface EditTenantConfigurationInput {
  readonly tenantId: string;
  /** The version the console read: an edit made meanwhile is not overwritten. */
  readonly version: number;
  /** The whole configuration as edited, validated by the domain's schema. */
  readonly configuration: PublicTenantConfiguration;
  /** A secret's new value, null to remove it, absent to keep it. */
  readonly secrets: Partial<Readonly<Record<TenantSecretName, string | null>>>;
  readonly reason: string;
}

/**
 * An administrator edits a tenant's configuration (issue 24; platform-core.md 9): the result is
 * validated whole, the difference from the seeded defaults is stored as the tenant's edits, and
 * the audit log records which fields changed (a secret by its name, never its value). The
 * product reads the edited configuration from its next request.
 */
@injectable()
export class EditTenantConfiguration {
  constructor(
    @inject(TENANT_SETTINGS) private readonly settings: TenantSettings,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: EditTenantConfigurationInput,
  ): Promise<
    Result<TenantSettingsView, UseCaseError<'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE'>>
  > {
    const record = await this.settings.find(input.tenantId);
    if (!record) return err(notFound('Tenant'));
    if (record.version !== input.version) return err(staleWrite());
    const secrets: Record<string, string> = { ...configurationInEffect(record).secrets };
    for (const [name, value] of Object.entries(input.secrets))
      if (value === null) delete secrets[name];
      else if (value !== undefined) secrets[name] = value;
    const edited = TenantConfigurationSchema.parse({ ...input.configuration, secrets });
    const edits = configurationEdits(record.defaults, edited);
    const changed = editedPaths(configurationEdits(configurationInEffect(record), edited));
    await this.audit.record(staff, 'tenant.edit', {
      tenantId: input.tenantId,
      subject: changed.join(', ') || 'no change',
      reason: input.reason,
    });
    const saved = await this.settings.saveEdits(
      input.tenantId,
      input.version,
      edits,
      this.clock.now(),
    );
    return saved ? ok(tenantSettingsView(saved)) : err(staleWrite());
  }
}
