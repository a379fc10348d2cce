import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../ports/document-storage.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  STORED_COPIES,
  type StoredCopies,
  type StoredCopyRecord,
} from '../ports/stored-copies.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from './audit-trail.service';

export interface StoredCopyVerification {
  readonly id: string;
  readonly recordedSha256: string;
  readonly computedSha256: string | null;
  readonly matches: boolean;
}

const targetOf = (copy: StoredCopyRecord) => ({
  tenantId: copy.tenantId,
  accountId: copy.accountId,
  subject: copy.id,
});

/**
 * A stored copy's bytes for staff (issue 24): downloaded with a reason, or hashed again and
 * compared with the SHA-256 recorded when it was kept. Both are audited before they answer.
 */
@injectable()
export class StoredCopyFiles {
  constructor(
    @inject(STORED_COPIES) private readonly copies: StoredCopies,
    @inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async download(
    staff: StaffMember,
    input: { readonly id: string; readonly reason: string },
  ): Promise<Result<{ fileName: string; pdf: Buffer }, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const copy = await this.copies.find(input.id);
    if (!copy) return err(notFound('Stored copy'));
    await this.audit.record(staff, 'storage.download', { ...targetOf(copy), reason: input.reason });
    const pdf = await this.storage.read(copy.storageKey);
    if (!pdf) return err(notFound('Stored copy file'));
    const day = copy.createdAt.toISOString().slice(0, 10);
    return ok({ fileName: `${copy.kind.toLowerCase()}-v${copy.version}-${day}.pdf`, pdf });
  }

  async verify(
    staff: StaffMember,
    id: string,
  ): Promise<Result<StoredCopyVerification, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const copy = await this.copies.find(id);
    if (!copy) return err(notFound('Stored copy'));
    await this.audit.record(staff, 'storage.verify', targetOf(copy));
    const computedSha256 = await this.copies.hashStoredBytes(copy.storageKey);
    return ok({
      id: copy.id,
      recordedSha256: copy.sha256,
      computedSha256,
      matches: computedSha256 === copy.sha256,
    });
  }
}
