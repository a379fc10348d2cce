import {
  buildProductPackageDetails,
  type InvalidPackageDetailsError,
  type MailingAddress,
  type ProductPackageEvent,
  type ProductPackageEventType,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  PRODUCT_PACKAGE_EVENTS,
  type ProductPackageEvents,
} from '../ports/product-package-events.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { NO_PACKAGE } from './packages.errors';

export type RecordPackageEventError =
  UseCaseError<'REQUEST.NOT_FOUND'> | typeof NO_PACKAGE | InvalidPackageDetailsError;

/**
 * Records a product package event for the active profile's package (platform-core.md 3, 5, 7):
 * the details name the profile's documents, and are refused when one is missing.
 */
@injectable()
export class RecordPackageEvent {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(PRODUCT_PACKAGE_EVENTS) private readonly events: ProductPackageEvents,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(
    requester: Requester,
    eventType: ProductPackageEventType,
    mailingAddress: MailingAddress | null = null,
  ): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    const stored = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
    );
    if (!stored) return err(notFound('Profile'));
    const { profile } = stored;
    if (!profile.estatePlanPackageType) return err(NO_PACKAGE);
    const details = buildProductPackageDetails(profile.estatePlanPackageType, {
      will: profile.will?.randId ?? null,
      rlt: profile.rlt?.randId ?? null,
      ahcd: profile.ahcd?.randId ?? null,
      dfpoa: profile.dfpoa?.randId ?? null,
    });
    if (details.isErr()) return err(details.error);
    return ok(
      await this.events.create(
        {
          tenantId: requester.tenantId,
          accountId: requester.accountId,
          eventType,
          createdBy: profile.randId,
          packageDetails: details.value,
          mailingAddress,
        },
        this.clock.now(),
      ),
    );
  }
}
