import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { StaffMember } from '../ports/staff-sessions.port';
import { STORED_COPIES, type StoredCopies } from '../ports/stored-copies.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from './audit-trail.service';
import { storedCopyAuditTarget } from './stored-copy-audit-target';

export interface StoredCopyVerification {
  readonly id: string;
  readonly recordedSha256: string;
  readonly computedSha256: string | null;
  readonly matches: boolean;
}

/**
 * A stored copy's bytes hashed again for staff (issue 24) and compared with the SHA-256 recorded
 * when it was kept: audited before it answers.
 */
@injectable()
export class VerifyStoredCopy {
  constructor(
    @inject(STORED_COPIES) private readonly copies: StoredCopies,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    id: string,
  ): Promise<Result<StoredCopyVerification, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const copy = await this.copies.find(id);
    if (!copy) return err(notFound('Stored copy'));
    await this.audit.record(staff, 'storage.verify', storedCopyAuditTarget(copy));
    const computedSha256 = await this.copies.hashStoredBytes(copy.storageKey);
    return ok({
      id: copy.id,
      recordedSha256: copy.sha256,
      computedSha256,
      matches: computedSha256 === copy.sha256,
    });
  }
}
