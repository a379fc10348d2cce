import type { MailOutbox, MailTemplate, OutgoingMail } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { SealedText } from '../../security/sealed-text';
import { query } from '../query';

export interface QueuedMail extends OutgoingMail {
  readonly id: string;
  readonly attempts: number;
}

interface OutboxRow {
  id: string;
  tenant_id: string;
  recipient: string;
  template: MailTemplate;
  values: Record<string, string>;
  attempts: number;
  attachment_key: string | null;
  attachment_name: string | null;
  sealed_link: string | null;
}

/**
 * The outbox table: every e-mail is written in the same transaction as the change that caused
 * it, then claimed and delivered by the mail job. It is also what the admin console lists.
 * A message's one-time link is kept encrypted while it waits and forgotten once it has left, so
 * no usable code is ever at rest in plain text (issue 20).
 */
export class PostgresMailOutbox implements MailOutbox {
  private readonly links: SealedText;

  constructor(
    private readonly em: EntityManager,
    /** The deployment's secret, shared by every replica: the API seals, the mail job opens. */
    secret: string,
  ) {
    this.links = new SealedText(secret, 'mail-outbox-link');
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    const { link, ...values } = mail.values;
    await query(
      this.em,
      `insert into mail_outbox
        (id, tenant_id, recipient, template, "values", sealed_link, attachment_key, attachment_name)
        values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        mail.tenantId,
        mail.to,
        mail.template,
        JSON.stringify(values),
        link === undefined ? null : this.links.seal(link),
        mail.attachment?.key ?? null,
        mail.attachment?.fileName ?? null,
      ],
    );
  }

  /**
   * Claims up to `limit` due messages for `leaseMs`: another replica skips them until the lease
   * ends, so a message is delivered by one worker at a time.
   */
  async claimDue(now: Date, leaseMs: number, limit = 20): Promise<QueuedMail[]> {
    const rows = await query<OutboxRow>(
      this.em,
      `update mail_outbox set next_attempt_at = ?
        where id in (
          select id from mail_outbox where status = 'queued' and next_attempt_at <= ?
          order by next_attempt_at limit ? for update skip locked)
        returning id, tenant_id, recipient, template, "values", sealed_link, attempts,
          attachment_key, attachment_name`,
      [new Date(now.getTime() + leaseMs), now, limit],
    );
    return rows.map((row) => {
      const link = row.sealed_link === null ? null : this.links.open(row.sealed_link);
      return {
        id: row.id,
        tenantId: row.tenant_id,
        to: row.recipient,
        template: row.template,
        values: link === null ? row.values : { ...row.values, link },
        attempts: row.attempts,
        ...(row.attachment_key && row.attachment_name
          ? { attachment: { key: row.attachment_key, fileName: row.attachment_name } }
          : {}),
      };
    });
  }

  /** Records the delivery, and forgets the message's one-time link. */
  async markSent(id: string, now: Date): Promise<void> {
    await query(
      this.em,
      `update mail_outbox set status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = null,
        sealed_link = null, "values" = "values" - 'link' where id = ?`,
      [now, id],
    );
  }

  /**
   * Records a failed attempt: retried at `retryAt`, or given up when that is null, and then its
   * one-time link forgotten too.
   */
  async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await query(
      this.em,
      `update mail_outbox set attempts = attempts + 1, last_error = ?,
        status = ?, next_attempt_at = coalesce(?, next_attempt_at),
        sealed_link = case when ? then sealed_link end,
        "values" = case when ? then "values" else "values" - 'link' end where id = ?`,
      [
        error.slice(0, 500),
        retryAt ? 'queued' : 'failed',
        retryAt,
        retryAt !== null,
        retryAt !== null,
        id,
      ],
    );
  }
}
