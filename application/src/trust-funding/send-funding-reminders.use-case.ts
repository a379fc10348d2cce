import { fundingReminderDue, fundingReminderWindow, tenantOriginIn } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TRUST_FUNDING_STATUSES,
  type TrustFundingStatuses,
} from '../ports/trust-funding-statuses.port';
import { fundingPlanFrom, fundingRecordsOf, trackedView } from './trust-funding-view';

/** How many people one run reminds at most; the next run goes on. */
const BATCH = 100;

/**
 * The reminder job (issue 29): each finished trust with funding steps left whose person has not
 * stopped reminders gets one e-mail through the outbox, a week after the trust was finished and
 * then every 30 days, with the way to the steps and to stopping the reminders. Answers how many
 * were sent. `publicOrigin` is the main brand's public address: each e-mail links to its own
 * tenant's address in the same environment.
 */
@injectable()
export class SendFundingReminders {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(TRUST_FUNDING_STATUSES) private readonly statuses: TrustFundingStatuses,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(publicOrigin: string): Promise<number> {
    const now = this.clock.now();
    const candidates = await this.statuses.reminderCandidates(fundingReminderWindow(now), BATCH);
    let sent = 0;
    for (const owner of candidates) {
      // One read of the trust and the profile serves both the plan and the e-mail.
      const [records, account, reminders] = await Promise.all([
        fundingRecordsOf(owner, this.documents, this.profiles),
        this.accounts.findById(owner.tenantId, owner.accountId),
        this.statuses.reminders(owner),
      ]);
      const plan = fundingPlanFrom(records);
      const { trust, profile } = records;
      if (plan.isErr() || !account) continue;
      const view = await trackedView(plan.value, owner, this.statuses);
      // Nothing left: recorded as a reminder, so a finished funding waits 30 days to be read again
      // instead of filling every run's batch.
      if (view.progress.done >= view.progress.total) {
        await this.statuses.markReminded(owner, now);
        continue;
      }
      const finalizedAt = (trust?.data as { finalizedAt?: string | null } | undefined)?.finalizedAt;
      const due = fundingReminderDue(
        {
          finalizedAt: finalizedAt ?? null,
          lastRemindedAt: reminders.lastSentAt,
          stopped: reminders.stoppedAt !== null,
          progress: view.progress,
        },
        now,
      );
      if (!due) continue;
      await this.outbox.enqueue({
        tenantId: owner.tenantId,
        to: profile?.profile.email ?? account.email,
        template: 'trust_funding_reminder',
        values: {
          firstName: profile?.profile.fullName.first ?? '',
          done: String(view.progress.done),
          total: String(view.progress.total),
          link: `${tenantOriginIn(publicOrigin, owner.tenantId)}/fund-your-trust`,
        },
      });
      await this.statuses.markReminded(owner, now);
      sent += 1;
    }
    return sent;
  }
}
