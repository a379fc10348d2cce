import { inject, injectable } from 'inversify';
import type { ListPage, ListPageRequest } from '../ports/paging';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  STORED_COPIES,
  type StoredCopies,
  type StoredCopyFilter,
  type StoredCopyRecord,
} from '../ports/stored-copies.port';
import { AuditTrail } from './audit-trail.service';

/** The storage center's list, searched and paged on the server; each search is audited. */
@injectable()
export class ListStoredCopies {
  constructor(
    @inject(STORED_COPIES) private readonly copies: StoredCopies,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: StoredCopyFilter & ListPageRequest,
  ): Promise<ListPage<StoredCopyRecord>> {
    const { page, perPage, ...filter } = input;
    const terms = Object.entries(filter)
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${String(value)}`)
      .join(' ');
    await this.audit.record(staff, 'storage.search', { subject: terms || null });
    return this.copies.search(filter, { page, perPage });
  }
}
