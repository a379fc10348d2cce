import { tenantOriginIn } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { AccountEmails } from '../../accounts/account-emails.service';
import { configurationOf } from '../../accounts/tenant-configurations';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../../ports/account-repository.port';
import { STAFF_PEOPLE_DIRECTORY, type StaffPeopleDirectory } from '../../ports/staff-people.port';
import type { StaffMember } from '../../ports/staff-sessions.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../../ports/tenant-configuration-repository.port';
import { AuditTrail } from '../audit-trail.service';
import { personAccount, type PersonActionError, type PersonActionInput } from './person-account';
import { notApplicable } from './people.errors';
/** Which account e-mail support sends: a new verification link, or a password reset link. */
export type PersonAccountEmail = 'verification' | 'password_reset';

/**
 * Support sends a person an account e-mail on request (issue 24): a new link to confirm their
 * address, or a link to reset their password (one to finish the account when it has no password
 * yet), as the person could ask for it themselves. The link uses the person's tenant's address.
 * Refused, with nothing sent or recorded, when the address is confirmed already, or when the
 * tenant's single sign-on owns the passwords.
 */
@injectable()
export class SendPersonAccountEmail {
  constructor(
    @inject(STAFF_PEOPLE_DIRECTORY) private readonly people: StaffPeopleDirectory,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(AccountEmails) private readonly emails: AccountEmails,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    email: PersonAccountEmail,
    input: PersonActionInput,
  ): Promise<Result<{ readonly sentTo: string }, PersonActionError>> {
    const found = await personAccount(this.people, this.accounts, input.accountId);
    if (found.isErr()) return err(found.error);
    const account = found.value;
    const sso = (await configurationOf(this.configurations, account.tenantId)).sso.enabled;
    if (email === 'verification' && account.isEmailConfirmed)
      return err(notApplicable('This person’s e-mail address is confirmed already.'));
    if (email === 'password_reset' && sso)
      return err(
        notApplicable(
          'This person signs in through their firm’s single sign-on: the firm resets their password.',
        ),
      );
    await this.audit.record(
      staff,
      email === 'verification' ? 'person.resend_verification' : 'person.password_reset',
      { tenantId: account.tenantId, accountId: account.id, reason: input.reason },
    );
    const origin = tenantOriginIn(input.origin, account.tenantId);
    if (email === 'verification')
      await this.emails.send(account, 'verify_email', 'verify_email', origin);
    else
      await this.emails.send(
        account,
        account.passwordHash ? 'password_reset' : 'finish_your_account',
        'reset_password',
        origin,
      );
    return ok({ sentTo: account.email });
  }
}
