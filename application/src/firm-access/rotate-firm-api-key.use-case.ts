import {
  FIRM_KEY_DEFAULT_GRACE_HOURS,
  FIRM_KEY_MAX_GRACE_HOURS,
  firmKeyWorks,
} from '@bequest/domain';
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
import { invalidInput, notFound, staleWrite, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import { mintFirmApiKey, type IssuedFirmApiKey } from './issue-firm-api-key.use-case';

export type RotateFirmApiKeyError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>;

/**
 * Rotates a key (issue 25): a new key with the same tenant, label and scopes, answered once; the
 * old one keeps working for the grace given (24 hours unless said, at most a week, 0 to stop it
 * now), so the firm can deploy the new key first. A revoked key cannot be rotated. Audited.
 */
@injectable()
export class RotateFirmApiKey {
  constructor(
    @inject(FIRM_API_KEYS) private readonly keys: FirmApiKeys,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: { readonly keyId: string; readonly graceHours?: number | undefined },
  ): Promise<
    Result<IssuedFirmApiKey & { readonly previous: FirmApiKeyRecord }, RotateFirmApiKeyError>
  > {
    const graceHours = input.graceHours ?? FIRM_KEY_DEFAULT_GRACE_HOURS;
    if (!Number.isInteger(graceHours) || graceHours < 0 || graceHours > FIRM_KEY_MAX_GRACE_HOURS)
      return err(
        invalidInput({
          graceHours: `Give the old key a grace of 0 to ${FIRM_KEY_MAX_GRACE_HOURS} whole hours.`,
        }),
      );
    const now = this.clock.now();
    const old = await this.keys.find(input.keyId);
    if (!old) return err(notFound('API key'));
    if (!firmKeyWorks(old, now) || old.replacedBy !== null)
      return err(invalidInput({ keyId: 'This key is revoked or already rotated.' }));
    const issued = await mintFirmApiKey(this.keys, this.ids, {
      tenantId: old.tenantId,
      label: old.label,
      scopes: old.scopes,
      createdBy: staff.email,
      at: now,
    });
    const previous = await this.keys.revoke(
      old.id,
      new Date(now.getTime() + graceHours * 3_600_000),
      issued.key.id,
    );
    if (!previous) return err(staleWrite());
    await this.audit.record(staff, 'firm_key.rotate', {
      tenantId: old.tenantId,
      subject: `${old.id} → ${issued.key.id}, grace ${graceHours} h`,
    });
    return ok({ ...issued, previous });
  }
}
