import type {
  ListPage,
  ListPageRequest,
  MailOutbox,
  MailOutboxAdmin,
  MailTemplate,
  OutboxFilter,
  OutboxMessage,
  OutgoingMail,
} from '@bequest/application';
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
  sealed_code: string | null;
}

interface MessageRow {
  id: string;
  tenant_id: string;
  recipient: string;
  template: MailTemplate;
  status: OutboxMessage['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
  carries_secret: boolean;
  resent_from: string | null;
}

const MESSAGE_COLUMNS = `id, tenant_id, recipient, template, status, attempts, last_error, created_at,
  sent_at, next_attempt_at, carries_secret, resent_from`;

const messageOf = (row: MessageRow): OutboxMessage => ({
  id: row.id,
  tenantId: row.tenant_id,
  to: row.recipient,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  nextAttemptAt: row.next_attempt_at,
  carriesSecret: row.carries_secret,
  resentFrom: row.resent_from,
});

/**
 * The outbox table: every e-mail is written in the same transaction as the change that caused
 * it, then claimed and delivered by the mail job. It is also what the admin console lists.
 * A message's one-time link and code are kept encrypted while it waits and forgotten once it has
 * left, so no usable secret is ever at rest in plain text (issue 20), nor shown to staff.
 */
export class PostgresMailOutbox implements MailOutbox, MailOutboxAdmin {
  private readonly links: SealedText;

  constructor(
    private readonly em: EntityManager,
    /** The deployment's secret, shared by every replica: the API seals, the mail job opens. */
    secret: string,
  ) {
    this.links = new SealedText(secret, 'mail-outbox-link');
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    const { link, code, ...values } = mail.values;
    await query(
      this.em,
      `insert into mail_outbox
        (id, tenant_id, recipient, template, "values", sealed_link, sealed_code, carries_secret,
          attachment_key, attachment_name)
        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        mail.tenantId,
        mail.to,
        mail.template,
        JSON.stringify(values),
        link === undefined ? null : this.links.seal(link),
        code === undefined ? null : this.links.seal(code),
        link !== undefined || code !== undefined,
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
        returning id, tenant_id, recipient, template, "values", sealed_link, sealed_code, attempts,
          attachment_key, attachment_name`,
      [new Date(now.getTime() + leaseMs), now, limit],
    );
    return rows.map((row) => {
      const link = row.sealed_link === null ? null : this.links.open(row.sealed_link);
      const code = row.sealed_code === null ? null : this.links.open(row.sealed_code);
      const secrets = { ...(link === null ? {} : { link }), ...(code === null ? {} : { code }) };
      return {
        id: row.id,
        tenantId: row.tenant_id,
        to: row.recipient,
        template: row.template,
        values: { ...row.values, ...secrets },
        attempts: row.attempts,
        ...(row.attachment_key && row.attachment_name
          ? { attachment: { key: row.attachment_key, fileName: row.attachment_name } }
          : {}),
      };
    });
  }

  /** Records the delivery, and forgets the message's one-time link and code. */
  async markSent(id: string, now: Date): Promise<void> {
    await query(
      this.em,
      `update mail_outbox set status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = null,
        sealed_link = null, sealed_code = null, "values" = "values" - 'link' - 'code' where id = ?`,
      [now, id],
    );
  }

  /**
   * Records a failed attempt: retried at `retryAt`, or given up when that is null, and then its
   * one-time link and code forgotten too.
   */
  async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await query(
      this.em,
      `update mail_outbox set attempts = attempts + 1, last_error = ?,
        status = ?, next_attempt_at = coalesce(?, next_attempt_at),
        sealed_link = case when ? then sealed_link end, sealed_code = case when ? then sealed_code end,
        "values" = case when ? then "values" else "values" - 'link' - 'code' end where id = ?`,
      [
        error.slice(0, 500),
        retryAt ? 'queued' : 'failed',
        retryAt,
        retryAt !== null,
        retryAt !== null,
        retryAt !== null,
        id,
      ],
    );
  }

  async list(
    filter: OutboxFilter,
    { page, perPage }: ListPageRequest,
  ): Promise<ListPage<OutboxMessage>> {
    const terms = [
      ['status = ?', filter.status],
      ['template = ?', filter.template],
      ["recipient ilike '%' || ? || '%'", filter.to?.replace(/[\\%_]/g, '\\$&')],
    ].filter((term): term is [string, string] => term[1] !== undefined);
    const where = terms.map(([sql]) => sql);
    const params = terms.map(([, value]) => value);
    const condition = where.length > 0 ? `where ${where.join(' and ')}` : '';
    const rows = await query<MessageRow & { total: string }>(
      this.em,
      `select ${MESSAGE_COLUMNS}, count(*) over () as total from mail_outbox ${condition}
        order by created_at desc, id limit ? offset ?`,
      [...params, perPage, (page - 1) * perPage],
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : Number(
          (
            await query<{ total: string }>(
              this.em,
              `select count(*) as total from mail_outbox ${condition}`,
              params,
            )
          )[0]?.total ?? 0,
        );
    return { items: rows.map(messageOf), total };
  }

  async byId(id: string): Promise<OutboxMessage | null> {
    const [row] = await query<MessageRow>(
      this.em,
      `select ${MESSAGE_COLUMNS} from mail_outbox where id = ?`,
      [id],
    );
    return row ? messageOf(row) : null;
  }

  async retryNow(id: string, now: Date): Promise<boolean> {
    const rows = await query(
      this.em,
      `update mail_outbox set next_attempt_at = ? where id = ? and status = 'queued' returning id`,
      [now, id],
    );
    return rows.length > 0;
  }

  async copy(id: string, now: Date): Promise<string> {
    const copy = randomUUID();
    await query(
      this.em,
      `insert into mail_outbox
        (id, tenant_id, recipient, template, "values", attachment_key, attachment_name,
          carries_secret, resent_from, created_at, next_attempt_at)
        select ?, tenant_id, recipient, template, "values", attachment_key, attachment_name,
          false, id, ?, ? from mail_outbox where id = ? and not carries_secret`,
      [copy, now, now, id],
    );
    return copy;
  }
}
