import type { MailingAddress, ProductPackageEvent } from '@bequest/domain';

export interface NewProductPackageEvent extends Omit<ProductPackageEvent, 'createdAt'> {
  readonly tenantId: string;
  readonly accountId: string;
  readonly mailingAddress: MailingAddress | null;
}

/** A profile's product package events, scoped to its tenant and account. */
export interface ProductPackageEvents {
  /** The profile's events, newest first. */
  list(tenantId: string, accountId: string, profileId: string): Promise<ProductPackageEvent[]>;
  create(event: NewProductPackageEvent, createdAt: Date): Promise<ProductPackageEvent>;
}
export const PRODUCT_PACKAGE_EVENTS: symbol = Symbol.for('ProductPackageEvents');
