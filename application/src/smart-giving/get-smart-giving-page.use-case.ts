import type { FeatureFlags } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  SMART_GIVING_PAGES,
  type SmartGivingPages,
  type SmartGivingRecord,
} from '../ports/smart-giving-pages.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';
import { themedPage } from './themed-page';

/**
 * A nonprofit's smart giving page by its URL name (giving 2.9), for anyone: its color only with
 * FW_DONOR_UX_CUSTOM_THEME on, the site's otherwise.
 */
@injectable()
export class GetSmartGivingPage {
  constructor(
    @inject(SMART_GIVING_PAGES) private readonly pages: SmartGivingPages,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
  ) {}

  async execute(
    urlName: string,
  ): Promise<Result<SmartGivingRecord, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const page = await this.pages.findByUrlName(urlName.trim().toLowerCase());
    if (!page) return err(notFound('Smart giving page'));
    return ok(themedPage(page, this.flags));
  }
}
