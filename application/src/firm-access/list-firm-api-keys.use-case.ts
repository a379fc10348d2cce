import { inject, injectable } from 'inversify';
import {
  FIRM_API_KEYS,
  type FirmApiKeyRecord,
  type FirmApiKeys,
} from '../ports/firm-api-keys.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** The API keys of one tenant, or of all, newest first: never a key itself, only its record. */
@injectable()
export class ListFirmApiKeys {
  constructor(
    @inject(FIRM_API_KEYS) private readonly keys: FirmApiKeys,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(staff: StaffMember, tenantId: string | null): Promise<readonly FirmApiKeyRecord[]> {
    await this.audit.record(staff, 'firm_key.list', { tenantId });
    return this.keys.list(tenantId);
  }
}
