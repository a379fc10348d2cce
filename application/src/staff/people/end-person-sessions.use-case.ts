import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { LogOut } from '../../accounts/log-out.use-case';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../../ports/account-repository.port';
import { STAFF_PEOPLE_DIRECTORY, type StaffPeopleDirectory } from '../../ports/staff-people.port';
import type { StaffMember } from '../../ports/staff-sessions.port';
import { AuditTrail } from '../audit-trail.service';
import { personAccount, type PersonActionError, type PersonActionInput } from './person-account';

/**
 * Support signs a person out everywhere on request (issue 24), as their own log-out does: every
 * session token of the account stops working at once.
 */
@injectable()
export class EndPersonSessions {
  constructor(
    @inject(STAFF_PEOPLE_DIRECTORY) private readonly people: StaffPeopleDirectory,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(LogOut) private readonly logOut: LogOut,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: Omit<PersonActionInput, 'origin'>,
  ): Promise<Result<{ readonly ended: true }, PersonActionError>> {
    const found = await personAccount(this.people, this.accounts, input.accountId);
    if (found.isErr()) return err(found.error);
    const { tenantId, id, accountOwnerId } = found.value;
    await this.audit.record(staff, 'person.end_sessions', {
      tenantId,
      accountId: id,
      reason: input.reason,
    });
    await this.logOut.execute({ tenantId, accountId: id, activeProfileId: accountOwnerId });
    return ok({ ended: true });
  }
}
