import { allDocumentsComplete, PACKAGE_NAMES, type EstatePlanPackageType } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { configurationOf } from '../accounts/tenant-configurations';
import { accountOf } from '../accounts/account-of';
import {
  ACCOUNT_REPOSITORY,
  type AccountRecord,
  type AccountRepository,
} from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../ports/firm-webhooks.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { USER_EVENTS, type UserEvents } from '../ports/user-events.port';
import type { Requester, VerifiedRequester } from '../shared/requester';

const NOTIFIED = 'advisor_notified';
const COMPLETED = 'plan_completed';

/**
 * When the last document of a client's plan package is finished (platform-core.md 1, 6): the
 * firm hears of it by webhook (`plan.completed`, issue 25), and the wealth advisor, where the
 * firm's provider named one, by e-mail; each once per package. Run in the save's transaction.
 */
@injectable()
export class NotifyAdvisor {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(USER_EVENTS) private readonly events: UserEvents,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  async afterDocumentSaved(requester: Requester | VerifiedRequester<AccountRecord>): Promise<void> {
    const stored = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
    );
    const packageType = stored?.profile.estatePlanPackageType;
    if (!stored || !packageType) return;
    const { beneficiaryPlan } = await configurationOf(this.configurations, requester.tenantId);
    if (!allDocumentsComplete([{ packageType, records: stored.profile }], beneficiaryPlan)) return;
    await this.tellFirm(requester, packageType);
    const account = await accountOf(this.accounts, requester);
    if (!account?.advisorEmail) return;
    const event = {
      tenantId: requester.tenantId,
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
      eventName: NOTIFIED,
      value: packageType,
    };
    if (await this.events.exists(event)) return;
    const { first, last } = stored.profile.fullName;
    await this.outbox.enqueue({
      tenantId: requester.tenantId,
      to: account.advisorEmail,
      template: 'advisor_plan_complete',
      values: { clientName: `${first} ${last}`.trim(), planName: PACKAGE_NAMES[packageType] },
    });
    await this.events.record(
      { ...event, metadata: { to: account.advisorEmail } },
      this.clock.now(),
    );
  }

  private async tellFirm(requester: Requester, packageType: EstatePlanPackageType): Promise<void> {
    const event = {
      tenantId: requester.tenantId,
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
      eventName: COMPLETED,
      value: packageType,
    };
    if (await this.events.exists(event)) return;
    const now = this.clock.now();
    await this.webhooks.enqueue({
      tenantId: requester.tenantId,
      eventId: `plan.completed:${requester.activeProfileId}:${packageType}`,
      type: 'plan.completed',
      data: {
        clientId: requester.accountId,
        profileId: requester.activeProfileId,
        packageType,
        completedAt: now.toISOString(),
      },
      occurredAt: now,
    });
    await this.events.record({ ...event, metadata: {} }, now);
  }
}
