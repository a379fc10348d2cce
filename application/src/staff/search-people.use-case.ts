import { phoneSearchDigits } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { ListPage, ListPageRequest } from '../ports/paging';
import {
  STAFF_PEOPLE_DIRECTORY,
  type PersonSummaryRecord,
  type StaffPeopleDirectory,
} from '../ports/staff-people.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from './audit-trail.service';

/** Support's search across tenants by name, e-mail, phone or account id; the search itself is audited. */
@injectable()
export class SearchPeople {
  constructor(
    @inject(STAFF_PEOPLE_DIRECTORY) private readonly people: StaffPeopleDirectory,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: ListPageRequest & { readonly q?: string | undefined },
  ): Promise<ListPage<PersonSummaryRecord>> {
    const text = input.q?.trim() || null;
    await this.audit.record(staff, 'people.search', { subject: text });
    return this.people.search(
      text === null ? undefined : { text, phoneDigits: phoneSearchDigits(text) },
      input,
    );
  }
}
