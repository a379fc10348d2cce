import { inject, injectable } from 'inversify';
import {
  PARTNER_REGISTRY,
  type PartnerRegistry,
  type SlugAlias,
} from '../ports/partner-registry.port';

/**
 * Organizations' old slugs, each redirected to its current one (platform-core.md 2.3), as the
 * staff console lists them.
 */
@injectable()
export class ListSlugAliases {
  constructor(@inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry) {}

  execute(): Promise<SlugAlias[]> {
    return this.registry.slugAliases();
  }
}
