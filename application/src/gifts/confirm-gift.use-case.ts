import {
  fieldErrorsOf,
  GIFT_INTENTS,
  GIFT_VEHICLES,
  giftDetailsSchema,
  type GiftDetails,
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
import type { Requester, TenantScope } from '../shared/requester';
import { ShareChoiceWithNonprofit } from '../nonprofit-delivery/share-choice-with-nonprofit.use-case';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';

/** The intention as the nonprofit's delivery tells it: the vehicle, the gift, its size. */
const intentionDetail = (details: GiftDetails): string =>
  `${GIFT_VEHICLES[details.vehicle]}: ${GIFT_INTENTS[details.intent]}${
    details.percentage !== null
      ? ` (${details.percentage}%)`
      : details.amount !== null
        ? ` ($${details.amount.toLocaleString('en-US')})`
        : ''
  }`;

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
    @inject(ShareChoiceWithNonprofit) private readonly share: ShareChoiceWithNonprofit,
  ) {}

  async execute(
    scope: TenantScope,
    body: {
      readonly basics: GiftConfirmationBasics;
      readonly details: GiftConfirmationBody['details'];
    },
    /**
     * The signed-in person recording it, if any: a partner's page is then told who they are, when
     * they ticked "share my contact details" and consent exists as giving 6 says (issue 26).
     */
    person: Requester | null = null,
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
    if (person && nonprofit.organizationId && details.data.shareContactDetails)
      await this.share.execute(person, {
        profileId: person.activeProfileId,
        organizationId: nonprofit.organizationId,
        choice: { kind: 'recorded_intention', detail: intentionDetail(details.data) },
      });
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
