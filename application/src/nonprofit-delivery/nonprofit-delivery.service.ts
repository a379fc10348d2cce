import {
  BeneficiaryPlanSchema,
  nonprofitConsent,
  NonprofitWebhookBodySchema,
  nonprofitDeliverySummary,
  type NonprofitConsent,
  type NonprofitWebhookData,
  type NonprofitWebhookEvent,
  type Profile,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import {
  NONPROFIT_DELIVERIES,
  type NonprofitDeliveries,
  type NonprofitDelivery,
} from '../ports/nonprofit-deliveries.port';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';

/** The person a delivery is about: their tenant, account and profile. */
export interface DeliveryPerson {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
}

/** The organizations whose latest delivery about the person is a withdrawal. */
export const withdrawnFrom = (history: readonly NonprofitDelivery[]): string[] => {
  const latest = new Map<string, NonprofitDelivery>();
  for (const delivery of history)
    if (!latest.has(delivery.organizationId)) latest.set(delivery.organizationId, delivery);
  return [...latest.values()]
    .filter((delivery) => delivery.type === 'consent.withdrawn')
    .map((delivery) => delivery.organizationId);
};

/**
 * What the nonprofit deliveries share (giving 4.7, 6, ADR 0032): the consent facts read from
 * where they are kept, and one delivery recorded, e-mailed to the nonprofit's contacts and
 * queued for its signed webhook, together. Callers run it in their transaction.
 */
@injectable()
export class NonprofitDeliveryService {
  constructor(
    @inject(NONPROFIT_DELIVERIES) private readonly deliveries: NonprofitDeliveries,
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  history(person: DeliveryPerson): Promise<readonly NonprofitDelivery[]> {
    return this.deliveries.forProfile(person.tenantId, person.accountId, person.profileId);
  }

  /** Whether the organization may be told who the person is, from every fact section 6 names. */
  async consent(
    person: DeliveryPerson,
    profile: Profile,
    organizationId: string,
    history: readonly NonprofitDelivery[],
  ): Promise<NonprofitConsent> {
    const plan = await this.documents.find(
      person.tenantId,
      person.accountId,
      person.profileId,
      'NONPROBATE_PLANS',
    );
    const hasPermissionToShareInfo = plan
      ? BeneficiaryPlanSchema.parse(plan.data).hasPermissionToShareInfo
      : null;
    return nonprofitConsent(
      {
        hasPermissionToShareInfo,
        orgsAllowedToGetContactDetails: profile.orgsAllowedToGetContactDetails,
        noContactPreferredAt: profile.noContactPreferredAt,
        withdrawnFrom: withdrawnFrom(history),
      },
      organizationId,
    );
  }

  /** The reference this organization already knows the person by, or a new one. */
  referenceFor(history: readonly NonprofitDelivery[], organizationId: string): string {
    return (
      history.find((delivery) => delivery.organizationId === organizationId)?.donorReference ??
      `donor_${this.ids.newHex(12)}`
    );
  }

  /**
   * Records one event about the person for the organization; when `sent`, the webhook is queued
   * and each contact gets the digest's line. Answers the delivery.
   */
  async deliver<Type extends NonprofitWebhookEvent>(
    person: DeliveryPerson,
    delivery: {
      readonly organizationId: string;
      readonly type: Type;
      readonly donorReference: string;
      readonly data: NonprofitWebhookData[Type];
      readonly sent: boolean;
    },
  ): Promise<NonprofitDelivery> {
    const createdAt = this.clock.now();
    const eventId = `evt_${this.ids.newHex(16)}`;
    const body = NonprofitWebhookBodySchema.parse({
      id: eventId,
      type: delivery.type,
      createdAt: createdAt.toISOString(),
      data: delivery.data,
    });
    const kept: NonprofitDelivery = {
      id: this.ids.newId(),
      eventId,
      tenantId: person.tenantId,
      accountId: person.accountId,
      profileId: person.profileId,
      organizationId: delivery.organizationId,
      type: delivery.type,
      donorReference: delivery.donorReference,
      body: JSON.stringify(body),
      sent: delivery.sent,
      createdAt,
    };
    await this.deliveries.record(kept);
    if (!delivery.sent) return kept;
    const settings = await this.deliveries.settings(delivery.organizationId);
    const partner = await this.partners.findByOrganizationId(delivery.organizationId);
    const nonprofitName =
      partner?.orgDisplayName ?? partner?.organization.displayName ?? 'your organization';
    for (const to of settings.contacts)
      await this.outbox.enqueue({
        tenantId: person.tenantId,
        to,
        template: 'nonprofit_delivery',
        values: { nonprofitName, summary: nonprofitDeliverySummary(body) },
      });
    return kept;
  }
}
