import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { SignInThrottle } from '../../accounts/sign-in-throttle.service';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../../ports/account-repository.port';
import { STAFF_PEOPLE_DIRECTORY, type StaffPeopleDirectory } from '../../ports/staff-people.port';
import type { StaffMember } from '../../ports/staff-sessions.port';
import { AuditTrail } from '../audit-trail.service';
import { personAccount, type PersonActionError, type PersonActionInput } from './person-account';

/**
 * Support lifts the waits failed password attempts put on a person's sign-in (issue 20's
 * throttle), on request: the account's and its known devices' failures are forgotten. A client
 * address's budget, shared by every account tried from it, is not the person's to lift.
 */
@injectable()
export class UnlockPersonSignIn {
  constructor(
    @inject(STAFF_PEOPLE_DIRECTORY) private readonly people: StaffPeopleDirectory,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: Omit<PersonActionInput, 'origin'>,
  ): Promise<Result<{ readonly unlocked: true }, PersonActionError>> {
    const found = await personAccount(this.people, this.accounts, input.accountId);
    if (found.isErr()) return err(found.error);
    const { tenantId, id, email } = found.value;
    await this.audit.record(staff, 'person.unlock_sign_in', {
      tenantId,
      accountId: id,
      reason: input.reason,
    });
    await this.throttle.unlock(tenantId, email);
    return ok({ unlocked: true });
  }
}
