import type { ProductPackageEvent } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import {
  PRODUCT_PACKAGE_EVENTS,
  type ProductPackageEvents,
} from '../ports/product-package-events.port';
import type { Requester } from '../shared/requester';

/** Product package events of the active profile, newest first (platform-core.md 7). */
@injectable()
export class ListPackageEvents {
  constructor(@inject(PRODUCT_PACKAGE_EVENTS) private readonly events: ProductPackageEvents) {}

  execute(requester: Requester): Promise<ProductPackageEvent[]> {
    return this.events.list(requester.tenantId, requester.accountId, requester.activeProfileId);
  }
}
