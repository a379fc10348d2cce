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
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { configurationOf } from '../accounts/tenant-configurations';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

export type RenderPurpose = 'download' | 'print';

export interface RenderedDocument {
  readonly fileName: string;
  readonly pdf: Buffer;
}

export const DOWNLOAD_DISABLED: UseCaseError<'DOCUMENT.DOWNLOAD_DISABLED'> = {
  code: 'DOCUMENT.DOWNLOAD_DISABLED',
  message: 'Downloading documents is not available here. Use Print document instead.',
};

/**
 * The will of the active profile as a PDF (documents.md 7.4): named and placed from the profile
 * as it is now, so a changed name reaches the document; a download marks the plan downloaded.
 */
@injectable()
export class RenderWill {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(DOCUMENT_RENDERER) private readonly renderer: DocumentRenderer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    purpose: RenderPurpose,
  ): Promise<
    Result<
      RenderedDocument,
      UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.INVALID'> | typeof DOWNLOAD_DISABLED
    >
  > {
    const configuration = await configurationOf(this.configurations, requester.tenantId);
    if (purpose === 'download' && !configuration.documentDownload) return err(DOWNLOAD_DISABLED);
    const [stored, profile] = await Promise.all([
      this.documents.find(
        requester.tenantId,
        requester.accountId,
        requester.activeProfileId,
        'WILL',
      ),
      this.profiles.findById(requester.tenantId, requester.accountId, requester.activeProfileId),
    ]);
    if (!stored || !profile) return err(notFound('Will'));
    const state = profile.profile.administrativeArea;
    if (!isUsStateCode(state))
      return err(invalidInput({ 'profile.administrativeArea': SECTION_VALIDATION_MESSAGES.state }));
    const plan = EstatePlanSchema.parse(stored.data);
    const pdf = await this.renderer.renderWill(plan, {
      fullName: profile.profile.fullName,
      state,
      county: profile.profile.county,
    });
    if (purpose === 'download' && !plan.isDownloaded)
      await this.documents.update(
        requester.tenantId,
        requester.accountId,
        stored.randId,
        stored.version,
        { ...plan, isDownloaded: true },
        this.clock.now(),
      );
    return ok({
      fileName: `${documentFileName({ product: 'WILL', owner: profile.profile.fullName })}.pdf`,
      pdf,
    });
  }
}
