import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { configurationOf } from '../../accounts/tenant-configurations';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../../ports/account-repository.port';
import {
  PERSON_RECORDS,
  type MergeReport,
  type PersonRecords,
} from '../../ports/person-records.port';
import { STAFF_PEOPLE_DIRECTORY, type StaffPeopleDirectory } from '../../ports/staff-people.port';
import type { StaffMember } from '../../ports/staff-sessions.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../../ports/tenant-configuration-repository.port';
import type { UseCaseError } from '../../shared/errors';
import { AuditTrail } from '../audit-trail.service';
import { personAccount, type PersonActionInput } from './person-account';

export interface MergePeopleInput extends Omit<PersonActionInput, 'origin'> {
  /** The account merged away: its profiles, documents and requests join `accountId`'s. */
  readonly mergedAccountId: string;
}

export type MergePeopleError = UseCaseError<'REQUEST.NOT_FOUND' | 'PERSON.MERGE_REFUSED'>;

const refused = (message: string, field?: string): MergePeopleError => ({
  code: 'PERSON.MERGE_REFUSED',
  message,
  ...(field ? { fields: { [field]: message } } : {}),
});

/**
 * Support merges a person's two accounts on their request (issue 24): everything of the merged
 * account (profiles with their documents, stored copies, gifts, requests, events) moves to the
 * kept one, the merged account is removed, and the person signs in with the kept account's e-mail.
 * Both accounts must be the same tenant's; a single sign-on tenant's accounts are its firm's
 * identities, so they are not merged here. Both accounts' audit entries record it.
 */
@injectable()
export class MergePeople {
  constructor(
    @inject(STAFF_PEOPLE_DIRECTORY) private readonly people: StaffPeopleDirectory,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(PERSON_RECORDS) private readonly records: PersonRecords,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: MergePeopleInput,
  ): Promise<Result<MergeReport & { readonly keptAccountId: string }, MergePeopleError>> {
    const kept = await personAccount(this.people, this.accounts, input.accountId);
    if (kept.isErr()) return err(kept.error);
    const merged = await personAccount(this.people, this.accounts, input.mergedAccountId);
    if (merged.isErr()) return err(refused('No account has this id.', 'mergedAccountId'));
    const into = kept.value;
    const from = merged.value;
    if (from.id === into.id)
      return err(refused('Choose another account to merge into this one.', 'mergedAccountId'));
    if (from.tenantId !== into.tenantId)
      return err(
        refused(
          `The accounts belong to different tenants (${from.tenantId}, ${into.tenantId}).`,
          'mergedAccountId',
        ),
      );
    if ((await configurationOf(this.configurations, into.tenantId)).sso.enabled)
      return err(refused('This tenant’s accounts are its firm’s single sign-on identities.'));
    await this.audit.record(staff, 'person.merge', {
      tenantId: into.tenantId,
      accountId: into.id,
      subject: `merged ${from.id} into this account`,
      reason: input.reason,
    });
    await this.audit.record(staff, 'person.merge', {
      tenantId: from.tenantId,
      accountId: from.id,
      subject: `merged into ${into.id}`,
      reason: input.reason,
    });
    const outcome = await this.records.merge(into.tenantId, from.id, into.id);
    if ('conflict' in outcome) return err(refused(outcome.conflict));
    return ok({ ...outcome.report, keptAccountId: into.id });
  }
}
