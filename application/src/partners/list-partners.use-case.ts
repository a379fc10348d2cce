import { inject, injectable } from 'inversify';
import {
  PARTNER_REGISTRY,
  type ManagedPartner,
  type PartnerRegistry,
} from '../ports/partner-registry.port';

/** Every partner, for partner managers and administrators (issue 24, giving 3.7). */
@injectable()
export class ListPartners {
  constructor(@inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry) {}

  execute(): Promise<ManagedPartner[]> {
    return this.registry.list();
  }
}
