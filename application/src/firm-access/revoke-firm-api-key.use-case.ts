import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  FIRM_API_KEYS,
  type FirmApiKeyRecord,
  type FirmApiKeys,
} from '../ports/firm-api-keys.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * Revokes a key at once (issue 25), a rotated key still in its grace too; revoking a revoked key
 * changes nothing. Audited.
 */
@injectable()
export class RevokeFirmApiKey {
  constructor(
    @inject(FIRM_API_KEYS) private readonly keys: FirmApiKeys,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    keyId: string,
  ): Promise<Result<FirmApiKeyRecord, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const key = await this.keys.find(keyId);
    if (!key) return err(notFound('API key'));
    await this.audit.record(staff, 'firm_key.revoke', { tenantId: key.tenantId, subject: key.id });
    const revoked = await this.keys.revoke(key.id, this.clock.now());
    return revoked ? ok(revoked) : err(notFound('API key'));
  }
}
