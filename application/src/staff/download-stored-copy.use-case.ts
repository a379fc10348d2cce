import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../ports/document-storage.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { STORED_COPIES, type StoredCopies } from '../ports/stored-copies.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from './audit-trail.service';
import { storedCopyAuditTarget } from './stored-copy-audit-target';

/** A stored copy's bytes for staff (issue 24), downloaded with a reason: audited before it answers. */
@injectable()
export class DownloadStoredCopy {
  constructor(
    @inject(STORED_COPIES) private readonly copies: StoredCopies,
    @inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: { readonly id: string; readonly reason: string },
  ): Promise<Result<{ fileName: string; pdf: Buffer }, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const copy = await this.copies.find(input.id);
    if (!copy) return err(notFound('Stored copy'));
    await this.audit.record(staff, 'storage.download', {
      ...storedCopyAuditTarget(copy),
      reason: input.reason,
    });
    const pdf = await this.storage.read(copy.storageKey);
    if (!pdf) return err(notFound('Stored copy file'));
    const day = copy.createdAt.toISOString().slice(0, 10);
    return ok({ fileName: `${copy.kind.toLowerCase()}-v${copy.version}-${day}.pdf`, pdf });
  }
}
