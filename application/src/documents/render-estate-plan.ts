import {
  documentFileName,
  EstatePlanSchema,
  isUsStateCode,
  SECTION_VALIDATION_MESSAGES,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DOCUMENT_RENDERER, type DocumentRenderer } from '../ports/document-renderer.port';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
  type StoredCopy,
} from '../ports/document-storage.port';
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { configurationOf } from '../accounts/tenant-configurations';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

/** Download and e-mail keep a copy in the storage center; a print preview does not. */
export type RenderPurpose = 'download' | 'print' | 'email';

export interface RenderedDocument {
  readonly fileName: string;
  readonly pdf: Buffer;
  /** The storage center's copy, for a download or an e-mail. */
  readonly stored: StoredCopy | null;
}

export const DOWNLOAD_DISABLED: UseCaseError<'DOCUMENT.DOWNLOAD_DISABLED'> = {
  code: 'DOCUMENT.DOWNLOAD_DISABLED',
  message: 'Downloading documents is not available here. Use Print document instead.',
};

export const EMAILS_DISABLED: UseCaseError<'DOCUMENT.EMAILS_DISABLED'> = {
  code: 'DOCUMENT.EMAILS_DISABLED',
  message: 'E-mailing documents is not available here. Use Download or Print instead.',
};

/**
 * The will or trust of the active profile as a PDF (documents.md 7.4): named and placed from the
 * profile as it is now, so a changed name reaches the document; a joint trust names the spouse
 * as second grantor; a download or e-mail marks the plan downloaded and keeps a copy.
 */
@injectable()
export class RenderEstatePlan {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(DOCUMENT_RENDERER) private readonly renderer: DocumentRenderer,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async execute(
    requester: Requester,
    planType: 'WILL' | 'RLT',
    purpose: RenderPurpose,
    /** The plan the caller names (the e-mail path carries it); it must be this profile's plan. */
    planId?: string,
  ): Promise<
    Result<
      RenderedDocument,
      | UseCaseError<'REQUEST.NOT_FOUND'>
      | UseCaseError<'REQUEST.INVALID'>
      | typeof DOWNLOAD_DISABLED
      | typeof EMAILS_DISABLED
    >
  > {
    const configuration = await configurationOf(this.configurations, requester.tenantId);
    if (purpose === 'download' && !configuration.documentDownload) return err(DOWNLOAD_DISABLED);
    if (purpose === 'email' && !configuration.documentEmails) return err(EMAILS_DISABLED);
    const [document, profile] = await Promise.all([
      this.documents.find(
        requester.tenantId,
        requester.accountId,
        requester.activeProfileId,
        planType,
      ),
      this.profiles.findById(requester.tenantId, requester.accountId, requester.activeProfileId),
    ]);
    if (!document || !profile || (planId !== undefined && document.randId !== planId))
      return err(notFound(planType === 'WILL' ? 'Will' : 'Trust'));
    const state = profile.profile.administrativeArea;
    if (!isUsStateCode(state))
      return err(invalidInput({ 'profile.administrativeArea': SECTION_VALIDATION_MESSAGES.state }));
    const plan = EstatePlanSchema.parse(document.data);
    const person = { fullName: profile.profile.fullName, state, county: profile.profile.county };
    const spouse =
      plan.isJoint && plan.spouse ? { ...person, fullName: plan.spouse.fullName } : null;
    const pdf =
      planType === 'WILL'
        ? await this.renderer.renderWill(plan, person)
        : await this.renderer.renderTrust(plan, spouse ? [person, spouse] : [person]);
    const at = this.clock.now();
    const stored =
      purpose === 'print'
        ? null
        : await this.storage.keep(
            {
              tenantId: requester.tenantId,
              accountId: requester.accountId,
              profileId: requester.activeProfileId,
              kind: planType,
              documentVersion: document.version,
              purpose,
            },
            pdf,
            at,
          );
    if (purpose !== 'print' && !plan.isDownloaded)
      await this.documents.update(
        requester.tenantId,
        requester.accountId,
        document.randId,
        document.version,
        { ...plan, isDownloaded: true },
        at,
      );
    return ok({
      fileName: `${documentFileName({
        product: planType,
        owner: profile.profile.fullName,
        jointPartner: spouse?.fullName ?? null,
      })}.pdf`,
      pdf,
      stored,
    });
  }
}
