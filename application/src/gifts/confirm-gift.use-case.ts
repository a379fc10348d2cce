import {
  fieldErrorsOf,
  giftDetailsSchema,
  type FeatureFlags,
  type GiftConfirmationBasics,
  type GiftConfirmationBody,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GIFT_CONFIRMATIONS, type GiftConfirmations } from '../ports/gift-confirmations.port';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';

export type ConfirmGiftError = UseCaseError<'REQUEST.INVALID'> | UseCaseError<'REQUEST.NOT_FOUND'>;

/**
 * A donor tells a nonprofit that it is already in their will (giving-and-beneficiaries.md 2.8):
 * the gift is read with the gift-intent flag in effect, a partner's page names its organization,
 * and the confirmation is kept for the nonprofit.
 */
@injectable()
export class ConfirmGift {
  constructor(
    @inject(GIFT_CONFIRMATIONS) private readonly confirmations: GiftConfirmations,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    scope: TenantScope,
    body: {
      readonly basics: GiftConfirmationBasics;
      readonly details: GiftConfirmationBody['details'];
    },
  ): Promise<Result<{ id: string; nonprofitName: string }, ConfirmGiftError>> {
    const details = giftDetailsSchema(this.flags.FW_CONDITIONAL_GIFT_INTENT_FIELDS).safeParse(
      body.details,
    );
    if (!details.success)
      return err(
        invalidInput(
          fieldErrorsOf(
            details.error.issues.map((issue) => ({ ...issue, path: ['details', ...issue.path] })),
          ),
        ),
      );
    const nonprofit = await this.nonprofitOf(body.basics.nonprofit);
    if (!nonprofit) return err(notFound('Nonprofit'));
    const id = await this.confirmations.save(
      { tenantId: scope.tenantId, ...nonprofit, basics: body.basics, details: details.data },
      this.clock.now(),
    );
    return ok({ id, nonprofitName: nonprofit.nonprofitName });
  }

  private async nonprofitOf(nonprofit: GiftConfirmationBasics['nonprofit']) {
    if (nonprofit.kind === 'named') return { organizationId: null, nonprofitName: nonprofit.name };
    const partner = await this.partners.findByUrlName(nonprofit.urlName);
    return (
      partner && {
        organizationId: partner.organizationId,
        nonprofitName: partner.orgDisplayName ?? partner.organization.displayName,
      }
    );
  }
}
