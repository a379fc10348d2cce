import {
  EstatePlanSchema,
  endOfExpiryDay,
  ExpiryDaySchema,
  fiduciaryShareExpiryProblem,
  fullNameToString,
  shareableNominee,
  type FiduciaryShareKind,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { configurationOf } from '../accounts/tenant-configurations';
import { NOMINEE_SHARING_OFF, PLAN_NOT_FINISHED } from '../documents/documents.errors';
import { DOCUMENT_TITLES } from '../documents/render-document.use-case';
import { Documents, type DocumentError } from '../documents/documents.service';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { FIDUCIARY_SHARES, type FiduciaryShares } from '../ports/fiduciary-shares.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { invalidInput, notFound } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { fiduciaryShareView, type FiduciaryShareView } from './fiduciary-share-view';
export interface ShareInput {
  readonly nomineeId: string;
  /** The last day the fiduciary may open the document, YYYY-MM-DD. */
  readonly expiresOn: string;
}

/**
 * Gives one nominee of a finished will or trust read-only access to its PDF until a chosen day
 * (issue 29), and e-mails them the link. The link's key is a fresh random secret, kept hashed;
 * it reaches only this share, which reaches only this one document of this one profile.
 */
@injectable()
export class ShareWithFiduciary {
  constructor(
    @inject(Documents) private readonly documents: Documents,
    @inject(DOCUMENT_REPOSITORY) private readonly repository: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(FIDUCIARY_SHARES) private readonly shares: FiduciaryShares,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    kind: FiduciaryShareKind,
    input: ShareInput,
    origin: string,
  ): Promise<
    Result<
      FiduciaryShareView,
      DocumentError | typeof NOMINEE_SHARING_OFF | typeof PLAN_NOT_FINISHED
    >
  > {
    const configuration = await configurationOf(this.configurations, requester.tenantId);
    if (!configuration.nomineeSharing) return err(NOMINEE_SHARING_OFF);
    const now = this.clock.now();
    const day = ExpiryDaySchema.safeParse(input.expiresOn);
    if (!day.success)
      return err(invalidInput({ expiresOn: day.error.issues[0]?.message ?? 'Enter a day' }));
    const expiresAt = endOfExpiryDay(day.data);
    const problem = fiduciaryShareExpiryProblem(expiresAt, now);
    if (problem) return err(invalidInput({ expiresOn: problem }));

    const current = await this.documents.get(requester, kind);
    if (current.isErr()) return err(current.error);
    if (!current.value.summary.isComplete) return err(PLAN_NOT_FINISHED);
    const stored = await this.repository.find(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
      kind,
    );
    if (!stored) return err(notFound('Document'));
    const plan = EstatePlanSchema.parse(current.value.data);
    const chosen = shareableNominee(plan.nominees, input.nomineeId);
    if (chosen === 'unknown') return err(notFound('Nominee'));
    if (chosen === 'no_email')
      return err(invalidInput({ nomineeId: 'Add an e-mail address for this person first.' }));

    const share = {
      id: this.ids.newId(),
      owner: {
        tenantId: requester.tenantId,
        accountId: requester.accountId,
        profileId: requester.activeProfileId,
      },
      kind,
      documentRandId: stored.randId,
      nomineeId: chosen.nominee.randId,
      nomineeName: fullNameToString(chosen.nominee.fullName),
      role: chosen.nominee.role ?? null,
      email: chosen.email,
      expiresAt,
      revokedAt: null,
      createdAt: now,
    };
    const key = this.ids.newSecret();
    await this.shares.create(share, key);

    const profile = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
    );
    await this.outbox.enqueue({
      tenantId: requester.tenantId,
      to: share.email,
      template: 'fiduciary_share',
      values: {
        ownerName: profile ? fullNameToString(profile.profile.fullName) : '',
        nomineeName: share.nomineeName,
        ...(share.role ? { role: share.role } : {}),
        document: DOCUMENT_TITLES[kind],
        expiresOn: day.data,
        link: new URL(`/shared-document?key=${encodeURIComponent(key)}`, origin).toString(),
      },
    });
    return ok(fiduciaryShareView(share, [], now));
  }
}
