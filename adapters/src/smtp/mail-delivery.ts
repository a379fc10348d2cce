import type { TenantConfigurationRepository } from '@bequest/application';
import type { PostgresMailOutbox } from '../mikro-orm/mail/mail-outbox.repository';
import { renderMail } from './mail-templates';
import type { SmtpMailer } from './smtp-mailer';
import { OutboxPoller } from '../jobs/outbox-poller';

const MAX_ATTEMPTS = 20;
const LEASE_MS = 60_000;

/** Exponential backoff from 2 s, at most 10 minutes between attempts. */
export const retryDelayMs = (attempts: number): number => Math.min(2_000 * 2 ** attempts, 600_000);

/**
 * The mail job: claims due messages from the outbox, renders each in its tenant's template and
 * hands it to SMTP. A failure is retried later, so an SMTP outage delays mail and loses none.
 */
export class MailDelivery extends OutboxPoller {
  protected readonly pollMs = 1_000;

  constructor(
    private readonly outbox: PostgresMailOutbox,
    private readonly configurations: TenantConfigurationRepository,
    private readonly mailer: SmtpMailer,
    private readonly now: () => Date = () => new Date(),
    /** Reads an attachment from the storage center by its key. */
    private readonly attachments: (key: string) => Promise<Buffer | null> = async () => null,
  ) {
    super();
  }

  protected async deliver(): Promise<number> {
    const due = await this.outbox.claimDue(this.now(), LEASE_MS);
    let sent = 0;
    for (const mail of due) {
      try {
        const configuration = await this.configurations.findById(mail.tenantId);
        if (!configuration) throw new Error(`unknown tenant ${mail.tenantId}`);
        const content = mail.attachment ? await this.attachments(mail.attachment.key) : null;
        if (mail.attachment && !content)
          throw new Error(`attachment ${mail.attachment.key} is missing`);
        await this.mailer.send(
          { from: configuration.email.from, to: mail.to },
          renderMail(mail.template, mail.values, configuration),
          mail.attachment && content ? { fileName: mail.attachment.fileName, content } : undefined,
        );
        await this.outbox.markSent(mail.id, this.now());
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await this.outbox.markFailed(
          mail.id,
          error instanceof Error ? error.message : String(error),
          attempts >= MAX_ATTEMPTS ? null : new Date(this.now().getTime() + retryDelayMs(attempts)),
        );
      }
    }
    return sent;
  }
}
