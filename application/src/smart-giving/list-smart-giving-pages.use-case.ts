import type { FeatureFlags } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import {
  SMART_GIVING_PAGES,
  type SmartGivingPages,
  type SmartGivingRecord,
} from '../ports/smart-giving-pages.port';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';
import { themedPage } from './themed-page';

/** The index of every partner's smart giving page (giving 2.9), for anyone, themed as each page is. */
@injectable()
export class ListSmartGivingPages {
  constructor(
    @inject(SMART_GIVING_PAGES) private readonly pages: SmartGivingPages,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
  ) {}

  async execute(): Promise<readonly SmartGivingRecord[]> {
    return (await this.pages.list()).map((page) => themedPage(page, this.flags));
  }
}
