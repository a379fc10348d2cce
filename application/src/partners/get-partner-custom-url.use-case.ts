import type { PartnerCustomUrl } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import { notFound, type UseCaseError } from '../shared/errors';

export type PartnerLookup =
  | { readonly product: string; readonly urlName: string }
  | { readonly product: string; readonly organizationId: string };

/** Get partner custom URL by vanity name or organization id (platform-core.md 7, giving 7.4). */
@injectable()
export class GetPartnerCustomUrl {
  constructor(@inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory) {}

  async execute(
    lookup: PartnerLookup,
  ): Promise<Result<PartnerCustomUrl, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const partner =
      'urlName' in lookup
        ? await this.partners.findByUrlName(lookup.urlName.trim().toLowerCase())
        : await this.partners.findByOrganizationId(lookup.organizationId);
    return partner ? ok(partner) : err(notFound('Partner'));
  }
}
