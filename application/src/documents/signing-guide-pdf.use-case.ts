import {
  documentFileName,
  instructionsDisclaimer,
  isUsStateCode,
  SECTION_VALIDATION_MESSAGES,
  signedDocumentKindOf,
  signingGuide,
  type DocumentKind,
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
import { documentLayoutOf } from './document-layout';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

/**
 * A document's signing guide as a one-page PDF (issue 19), for the active profile's state: the
 * same guide the page shows, with the tenant's disclaimer when it has one. The document must
 * exist; a joint trust is signed by both.
 */
@injectable()
export class SigningGuidePdf {
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
    kind: DocumentKind,
  ): Promise<
    Result<
      { readonly fileName: string; readonly pdf: Buffer },
      UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.INVALID'>
    >
  > {
    const [document, profile, configuration] = await Promise.all([
      this.documents.find(requester.tenantId, requester.accountId, requester.activeProfileId, kind),
      this.profiles.findById(requester.tenantId, requester.accountId, requester.activeProfileId),
      configurationOf(this.configurations, requester.tenantId),
    ]);
    if (!document || !profile) return err(notFound('Document'));
    const state = profile.profile.administrativeArea;
    if (!isUsStateCode(state))
      return err(invalidInput({ 'profile.administrativeArea': SECTION_VALIDATION_MESSAGES.state }));
    const isJoint = Boolean((document.data as { isJoint?: boolean }).isJoint);
    const guide = signingGuide(signedDocumentKindOf(kind), state, {
      isJoint,
      disclaimer: instructionsDisclaimer(configuration),
    });
    const pdf = await this.renderer.renderSigningGuide(
      guide,
      profile.profile,
      this.clock.now(),
      documentLayoutOf(configuration),
    );
    const name = documentFileName({
      product: kind,
      owner: profile.profile.fullName,
      jointPartner: null,
    });
    return ok({ fileName: `${name}_Signing_Guide.pdf`, pdf });
  }
}
