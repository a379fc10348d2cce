import {
  DOCUMENT_KINDS,
  fullNameToString,
  productProgress,
  type ProgressStatus,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  STAFF_PEOPLE_DIRECTORY,
  type PersonSummaryRecord,
  type StaffPeopleDirectory,
} from '../ports/staff-people.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { STORED_COPIES, type StoredCopies } from '../ports/stored-copies.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from './audit-trail.service';

/** A person's record as support reads it: nothing of it can be changed from here. */
export interface PersonRecordView extends PersonSummaryRecord {
  readonly isRegistered: boolean;
  readonly isEmailConfirmed: boolean;
  readonly signInCount: number;
  readonly signsInWithFirm: boolean;
  readonly profiles: readonly {
    readonly id: string;
    readonly name: string;
    readonly isAccountOwner: boolean;
    readonly documents: readonly { readonly kind: string; readonly progress: ProgressStatus }[];
  }[];
  readonly storedCopies: number;
}

/**
 * Opens a person's record read-only (issue 24): the reason is required (the contract refuses a
 * request without one) and written to the audit log, with who and when, before anything is read;
 * the person sees it on their account settings page.
 */
@injectable()
export class OpenPersonRecord {
  constructor(
    @inject(STAFF_PEOPLE_DIRECTORY) private readonly people: StaffPeopleDirectory,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(STORED_COPIES) private readonly copies: StoredCopies,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: { readonly accountId: string; readonly reason: string },
  ): Promise<Result<PersonRecordView, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const person = await this.people.find(input.accountId);
    const account = person && (await this.accounts.findById(person.tenantId, person.id));
    if (!person || !account) return err(notFound('Person'));
    await this.audit.record(staff, 'person.view', {
      tenantId: person.tenantId,
      accountId: person.id,
      reason: input.reason,
    });
    const profiles = await this.profiles.listByAccount(person.tenantId, person.id);
    return ok({
      ...person,
      isRegistered: account.isRegistered,
      isEmailConfirmed: account.isEmailConfirmed,
      signInCount: account.signInCount,
      signsInWithFirm: !account.passwordHash && account.isRegistered,
      profiles: profiles.map(({ profile }) => ({
        id: profile.randId,
        name: fullNameToString(profile.fullName),
        isAccountOwner: profile.randId === account.accountOwnerId,
        documents: DOCUMENT_KINDS.map((kind) => ({
          kind,
          progress: productProgress(kind, profile),
        })),
      })),
      storedCopies: await this.copies.countForAccount(person.tenantId, person.id),
    });
  }
}
