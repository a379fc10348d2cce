import { fieldErrorsOf, SharedChoiceSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { NonprofitDeliveryService } from './nonprofit-delivery.service';

export interface ShareChoiceInput {
  readonly profileId: string;
  readonly organizationId: string;
  readonly choice: unknown;
}

/** What the person learns: whether the nonprofit was told, and the delivery if it was. */
export interface ShareChoiceOutcome {
  readonly delivered: boolean;
  readonly deliveryId: string | null;
}

/**
 * Tells a nonprofit what a donor chose (giving 4.7, 6): their name, contact details and the
 * choice go to the nonprofit only with consent (nonprofitConsent, the plan's opt-in and/or the
 * organization on the profile's list). Without it nothing is recorded or sent, not even a count.
 */
@injectable()
export class ShareChoiceWithNonprofit {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(NonprofitDeliveryService) private readonly delivery: NonprofitDeliveryService,
  ) {}

  async execute(
    requester: Requester,
    input: ShareChoiceInput,
  ): Promise<
    Result<ShareChoiceOutcome, UseCaseError<'REQUEST.INVALID'> | UseCaseError<'REQUEST.NOT_FOUND'>>
  > {
    const choice = SharedChoiceSchema.safeParse(input.choice);
    if (!choice.success)
      return err(
        invalidInput(
          fieldErrorsOf(
            choice.error.issues.map((issue) => ({ ...issue, path: ['choice', ...issue.path] })),
          ),
        ),
      );
    const stored = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      input.profileId,
    );
    if (!stored) return err(notFound('Profile'));
    if (!(await this.partners.findByOrganizationId(input.organizationId)))
      return err(notFound('Nonprofit'));
    const person = { ...requester, profileId: input.profileId };
    return ok(
      await this.transactions.run(async () => {
        const history = await this.delivery.history(person);
        const consent = await this.delivery.consent(
          person,
          stored.profile,
          input.organizationId,
          history,
        );
        if (!consent.identified) return { delivered: false, deliveryId: null };
        const { profile } = stored;
        const reference = this.delivery.referenceFor(history, input.organizationId);
        const kept = await this.delivery.deliver(person, {
          organizationId: input.organizationId,
          type: 'gift.shared',
          donorReference: reference,
          sent: true,
          data: {
            organizationId: input.organizationId,
            donor: {
              reference,
              firstName: profile.fullName.first,
              lastName: profile.fullName.last,
              email: profile.email,
              phone: profile.phone,
            },
            choice: choice.data,
            consent: [...consent.basis],
          },
        });
        return { delivered: true, deliveryId: kept.id };
      }),
    );
  }
}
