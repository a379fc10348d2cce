import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../../ports/account-repository.port';
import {
  PERSON_RECORDS,
  type ErasureReport,
  type PersonRecords,
} from '../../ports/person-records.port';
import { STAFF_PEOPLE_DIRECTORY, type StaffPeopleDirectory } from '../../ports/staff-people.port';
import type { StaffMember } from '../../ports/staff-sessions.port';
import { AuditTrail } from '../audit-trail.service';
import { personAccount, type PersonActionError, type PersonActionInput } from './person-account';

/**
 * Support deletes a person's account on their request (issue 24): the account and its personal
 * data go, bytes of stored copies included; what the law requires is kept, as
 * docs/legal/account-deletion.md lists. The audit entry, written first, keeps the account id and
 * the reason, never the e-mail.
 */
@injectable()
export class DeletePerson {
  constructor(
    @inject(STAFF_PEOPLE_DIRECTORY) private readonly people: StaffPeopleDirectory,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PERSON_RECORDS) private readonly records: PersonRecords,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: Omit<PersonActionInput, 'origin'>,
  ): Promise<Result<ErasureReport, PersonActionError>> {
    const found = await personAccount(this.people, this.accounts, input.accountId);
    if (found.isErr()) return err(found.error);
    const { tenantId, id, email } = found.value;
    await this.audit.record(staff, 'person.delete', {
      tenantId,
      accountId: id,
      reason: input.reason,
    });
    return ok(await this.records.erase(tenantId, id, email));
  }
}
