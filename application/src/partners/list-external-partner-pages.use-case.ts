import { inject, injectable } from 'inversify';
import {
  PARTNER_REGISTRY,
  type ExternalPartnerPage,
  type PartnerRegistry,
} from '../ports/partner-registry.port';

/**
 * The /partner/{slug} pages of the external estate-planning client site (platform-core.md 2.3),
 * as the staff console lists them.
 */
@injectable()
export class ListExternalPartnerPages {
  constructor(@inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry) {}

  execute(): Promise<ExternalPartnerPage[]> {
    return this.registry.externalPages();
  }
}
