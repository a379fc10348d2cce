import {
  AHCD_STATE_REQUIRED,
  BeneficiaryPlanSchema,
  charityEinsOf,
  DOCUMENT_ANSWERS,
  documentFileName,
  isUsStateCode,
  SECTION_VALIDATION_MESSAGES,
  withCharitiesOfRecord,
  type DocumentKind,
  type EstatePlan,
  type Profile,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  DOCUMENT_RENDERER,
  type DocumentLayout,
  type DocumentRenderer,
  streetAddressOf,
} from '../ports/document-renderer.port';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
  type StoredCopy,
} from '../ports/document-storage.port';
import {
  DOCUMENT_REPOSITORY,
  type DocumentRepository,
  type StoredDocument,
  type StoredDocumentKind,
} from '../ports/document-repository.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../ports/nonprofit-directory.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { configurationOf } from '../accounts/tenant-configurations';
import { documentLayoutOf } from './document-layout';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { DOCUMENT_DRAWINGS, type DrawingInput, type Drawn } from './document-drawings';
import { DOWNLOAD_DISABLED, EMAILS_DISABLED } from './documents.errors';

/**
 * Download, e-mail and print-and-mail keep a copy in the storage center; a print preview does
 * not.
 */
export type RenderPurpose = 'download' | 'print' | 'email' | 'mail';

export interface RenderedDocument {
  readonly fileName: string;
  readonly pdf: Buffer;
  /** The storage center's copy: for a download, an e-mail or the mail; none for a preview. */
  readonly stored: StoredCopy | null;
}

/** What each kind is called where a person reads it: errors and e-mails. */
export const DOCUMENT_TITLES: Readonly<Record<StoredDocumentKind, string>> = {
  WILL: 'Last Will & Testament',
  RLT: 'Revocable Living Trust & Pour-Over Will',
  AHCD: 'Advance Healthcare Directive',
  DFPOA: 'Durable Financial Power of Attorney',
  NONPROBATE_PLANS: 'Beneficiary Plan',
};

const NOT_FOUND_NAMES: Readonly<Record<StoredDocumentKind, string>> = {
  WILL: 'Will',
  RLT: 'Trust',
  AHCD: 'Advance healthcare directive',
  DFPOA: 'Power of attorney',
  NONPROBATE_PLANS: 'Beneficiary plan',
};

export type RenderError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | typeof DOWNLOAD_DISABLED
  | typeof EMAILS_DISABLED;

/**
 * A document of the active profile as a PDF (documents.md 5.2, 7.4): named and placed from the
 * profile as it is now, so a changed name reaches the document; a joint trust names the spouse
 * as second grantor; a download or e-mail keeps a copy, and marks a will or trust downloaded.
 * The beneficiary plan is a summary and needs no state.
 */
@injectable()
export class RenderDocument {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(DOCUMENT_RENDERER) private readonly renderer: DocumentRenderer,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
  ) {}

  async execute(
    requester: Requester,
    kind: StoredDocumentKind,
    purpose: RenderPurpose,
    options: {
      /** The document the caller names (the e-mail path carries it); it must be this profile's. */
      readonly randId?: string;
      /** The spouse's mirror will instead of the will itself (documents.md 7.5). */
      readonly mirror?: boolean;
    } = {},
  ): Promise<Result<RenderedDocument, RenderError>> {
    const { randId, mirror = false } = options;
    const configuration = await configurationOf(this.configurations, requester.tenantId);
    if (purpose === 'download' && !configuration.documentDownload) return err(DOWNLOAD_DISABLED);
    if (purpose === 'email' && !configuration.documentEmails) return err(EMAILS_DISABLED);
    const [document, profile] = await Promise.all([
      this.documents.find(requester.tenantId, requester.accountId, requester.activeProfileId, kind),
      this.profiles.findById(requester.tenantId, requester.accountId, requester.activeProfileId),
    ]);
    if (!document || !profile || (randId !== undefined && document.randId !== randId))
      return err(notFound(NOT_FOUND_NAMES[kind]));
    const layout = documentLayoutOf(configuration);
    const rendered = await this.render(kind, document, profile.profile, mirror, layout);
    if (rendered.isErr()) return err(rendered.error);
    const { pdf, owner, jointPartner } = rendered.value;
    const at = this.clock.now();
    const stored =
      purpose === 'print'
        ? null
        : await this.storage.keep(
            {
              tenantId: requester.tenantId,
              accountId: requester.accountId,
              profileId: requester.activeProfileId,
              kind,
              documentVersion: document.version,
              purpose,
            },
            pdf,
            at,
          );
    if (purpose === 'download' || purpose === 'email')
      await this.documents.markDownloaded(
        requester.tenantId,
        requester.accountId,
        document.randId,
        at,
      );
    return ok({
      fileName: `${documentFileName({ product: kind, owner, jointPartner })}.pdf`,
      pdf,
      stored,
    });
  }

  private async render(
    kind: StoredDocumentKind,
    document: StoredDocument,
    profile: Profile,
    mirror: boolean,
    layout: DocumentLayout,
  ): Promise<Result<Drawn, UseCaseError<'REQUEST.INVALID'> | UseCaseError<'REQUEST.NOT_FOUND'>>> {
    if (kind === 'NONPROBATE_PLANS')
      return ok({
        pdf: await this.renderer.renderBeneficiaryPlan(
          BeneficiaryPlanSchema.parse(document.data),
          profile,
          document.updatedAt,
          layout,
        ),
        owner: profile.fullName,
        jointPartner: null,
      });
    const state = profile.administrativeArea;
    if (!isUsStateCode(state))
      return err(
        invalidInput({
          'profile.administrativeArea':
            kind === 'AHCD' ? AHCD_STATE_REQUIRED : SECTION_VALIDATION_MESSAGES.state,
        }),
      );
    return draw(kind, document.data, {
      renderer: this.renderer,
      person: {
        fullName: profile.fullName,
        state,
        county: profile.county,
        address: streetAddressOf(profile),
      },
      profile,
      date: document.updatedAt,
      layout,
      mirror,
      namingCharities: (plan) => this.namingCharities(plan),
    });
  }

  /**
   * A will's or trust's answers with each charity chosen from the IRS master file named by its
   * legal name, EIN and address (issue 18), as the directory has them when the document is drawn.
   */
  private async namingCharities(plan: EstatePlan): Promise<EstatePlan> {
    const eins = charityEinsOf(plan);
    if (eins.length === 0) return plan;
    return withCharitiesOfRecord(plan, await this.directory.organizationsByEin(eins));
  }
}

/** A document's answers read by its kind's schema, then drawn as its kind is. */
const draw = <Kind extends DocumentKind>(kind: Kind, data: unknown, input: DrawingInput) =>
  DOCUMENT_DRAWINGS[kind](DOCUMENT_ANSWERS[kind].schema.parse(data), input);
