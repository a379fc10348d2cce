import type { FeatureFlags } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { SMART_GIVING_PAGES, type SmartGivingPages } from '../ports/smart-giving-pages.port';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';

/**
 * The origins that may frame a nonprofit's widget (its frame-ancestors), for the API's security
 * headers: none while FW_SGS_WIDGET is off or for an unknown name, so the page refuses every
 * frame.
 */
@injectable()
export class WidgetOrigins {
  constructor(
    @inject(SMART_GIVING_PAGES) private readonly pages: SmartGivingPages,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
  ) {}

  async of(urlName: string): Promise<readonly string[]> {
    if (!this.flags.FW_SGS_WIDGET) return [];
    const page = await this.pages.findByUrlName(urlName.trim().toLowerCase());
    return page?.settings.widgetOrigins ?? [];
  }
}
