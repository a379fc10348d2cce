import {
  nonprofitDeliverySummary,
  NonprofitWebhookBodySchema,
  type NonprofitWebhookBody,
  type NonprofitWebhookEvent,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { NonprofitDeliveryService } from './nonprofit-delivery.service';

/** One line of the person's consent ledger: who received what, and when, as it was sent. */
export interface ConsentLedgerEntry {
  readonly id: string;
  readonly organizationId: string;
  readonly nonprofitName: string;
  readonly type: NonprofitWebhookEvent;
  /** False for a withdrawal kept for the person's record when nothing had been sent. */
  readonly sent: boolean;
  readonly sentAt: Date;
  /** The body exactly as sent to the nonprofit (its e-mail lines are made from it). */
  readonly body: NonprofitWebhookBody;
  /** The body's line as the nonprofit's e-mail digest gave it. */
  readonly summary: string;
}

const withSummary = (body: NonprofitWebhookBody) => ({
  body,
  summary: nonprofitDeliverySummary(body),
});

/**
 * The consent ledger on /sharing (giving 4.7, 6): every nonprofit that received the person's
 * information, exactly what was sent and when, read from the delivery records, newest first.
 * Only a profile of the requester's own account is found.
 */
@injectable()
export class ReadConsentLedger {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
    @inject(NonprofitDeliveryService) private readonly delivery: NonprofitDeliveryService,
  ) {}

  async execute(
    requester: Requester,
    profileId: string,
  ): Promise<Result<readonly ConsentLedgerEntry[], UseCaseError<'REQUEST.NOT_FOUND'>>> {
    if (!(await this.profiles.findById(requester.tenantId, requester.accountId, profileId)))
      return err(notFound('Profile'));
    const history = await this.delivery.history({ ...requester, profileId });
    const names = new Map<string, string>();
    for (const organizationId of new Set(history.map((entry) => entry.organizationId))) {
      const partner = await this.partners.findByOrganizationId(organizationId);
      names.set(
        organizationId,
        partner?.orgDisplayName ?? partner?.organization.displayName ?? organizationId,
      );
    }
    return ok(
      history.map((entry) => ({
        id: entry.id,
        organizationId: entry.organizationId,
        nonprofitName: names.get(entry.organizationId) ?? entry.organizationId,
        type: entry.type,
        sent: entry.sent,
        sentAt: entry.createdAt,
        ...withSummary(NonprofitWebhookBodySchema.parse(JSON.parse(entry.body))),
      })),
    );
  }
}
