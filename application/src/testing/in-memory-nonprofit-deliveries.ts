import type {
  NonprofitDeliveries,
  NonprofitDelivery,
  NonprofitDeliveryFilter,
  NonprofitDeliverySettings,
} from '../ports/nonprofit-deliveries.port';

/** Newest first; of two at one time, the one recorded last first. */
const newestFirst = (deliveries: readonly NonprofitDelivery[]) =>
  deliveries
    .map((delivery, index) => ({ delivery, index }))
    .sort(
      (a, b) =>
        b.delivery.createdAt.getTime() - a.delivery.createdAt.getTime() || b.index - a.index,
    )
    .map(({ delivery }) => delivery);

/** The nonprofit deliveries in memory; `webhooks` holds what the outbox would send, in order. */
export class InMemoryNonprofitDeliveries implements NonprofitDeliveries {
  private readonly kept = new Map<string, NonprofitDeliverySettings>();
  private readonly secrets = new Map<string, string>();
  private readonly deliveries: NonprofitDelivery[] = [];
  readonly webhooks: { readonly url: string; readonly secret: string; readonly body: string }[] =
    [];

  async settings(organizationId: string): Promise<NonprofitDeliverySettings> {
    return (
      this.kept.get(organizationId) ?? { organizationId, url: null, contacts: [], updatedAt: null }
    );
  }

  async saveSettings(settings: NonprofitDeliverySettings, secret: string | null): Promise<void> {
    const before = await this.settings(settings.organizationId);
    if (secret !== null) this.secrets.set(settings.organizationId, secret);
    else if (settings.url === null) this.secrets.delete(settings.organizationId);
    const url = secret !== null || settings.url === null ? settings.url : before.url;
    this.kept.set(settings.organizationId, { ...settings, url, contacts: [...settings.contacts] });
  }

  async record(delivery: NonprofitDelivery): Promise<void> {
    if (this.deliveries.some((kept) => kept.eventId === delivery.eventId)) return;
    this.deliveries.push(delivery);
    const { url } = await this.settings(delivery.organizationId);
    const secret = this.secrets.get(delivery.organizationId);
    if (delivery.sent && url && secret) this.webhooks.push({ url, secret, body: delivery.body });
  }

  async forProfile(
    tenantId: string,
    accountId: string,
    profileId: string,
  ): Promise<readonly NonprofitDelivery[]> {
    return newestFirst(this.deliveries).filter(
      (delivery) =>
        delivery.tenantId === tenantId &&
        delivery.accountId === accountId &&
        delivery.profileId === profileId,
    );
  }

  async list(
    filter: NonprofitDeliveryFilter,
    limit: number,
  ): Promise<readonly NonprofitDelivery[]> {
    return newestFirst(this.deliveries)
      .filter(
        (delivery) =>
          delivery.sent &&
          (filter.organizationId === undefined ||
            delivery.organizationId === filter.organizationId),
      )
      .slice(0, limit);
  }
}
