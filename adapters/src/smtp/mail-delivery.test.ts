import { newAccount } from '@bequest/application';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../database/open-database';
import { PostgresAccountRepository } from '../mikro-orm/accounts/account.repository';
import { PostgresMailOutbox } from '../mikro-orm/mail/mail-outbox.repository';
import { PostgresTenantConfigurationRepository } from '../mikro-orm/tenant-configuration.repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { LocalSmtpServer } from './local-smtp-server';
import { MailDelivery } from './mail-delivery';
import { SmtpMailer } from './smtp-mailer';

describe('mail through the outbox (DECISIONS.md "E-mail")', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let smtp: LocalSmtpServer;
  let mailer: SmtpMailer;
  let outbox: PostgresMailOutbox;
  let now: Date;
  let delivery: MailDelivery;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openDatabase(database.url, 2);
    smtp = await new LocalSmtpServer().start();
    mailer = new SmtpMailer(smtp.url);
    outbox = new PostgresMailOutbox(orm.em, 'a-deployment-secret-of-at-least-32-characters');
    now = new Date();
    delivery = new MailDelivery(
      outbox,
      new PostgresTenantConfigurationRepository(orm.em),
      mailer,
      () => now,
    );
    await new PostgresAccountRepository(orm.em).create(
      newAccount({
        id: 'a1',
        tenantId: 'willow',
        email: 'ana@example.com',
        passwordHash: null,
        accountOwnerId: 'p1',
      }),
    );
  });
  afterAll(async () => {
    mailer.close();
    await smtp.stop();
    await orm.close();
    await database.drop();
  });

  it("delivers in the tenant's name with its template", async () => {
    await outbox.enqueue({
      tenantId: 'willow',
      to: 'ana@example.com',
      template: 'password_reset',
      values: { link: 'http://willow.localhost/password_reset?code=abc' },
    });
    // While it waits, the one-time code is kept only encrypted (issue 20).
    const queued = await orm.em
      .fork()
      .execute<{ row: string }[]>(
        `select row_to_json(mail_outbox)::text as row from mail_outbox where recipient = 'ana@example.com'`,
      );
    expect(queued).toHaveLength(1);
    expect(queued[0]!.row).not.toContain('code=abc');
    expect(queued[0]!.row).toContain('"sealed_link":"v1.');
    now = new Date(Date.now() + 1_000);
    expect(await delivery.deliverDue()).toBe(1);
    const mail = await smtp.waitFor('ana@example.com');
    expect(mail).toMatchObject({
      from: 'no-reply@willow.example',
      subject: 'Reset your Willow password',
      templateId: 'password-reset',
    });
    expect(mail.text).toContain('http://willow.localhost/password_reset?code=abc');
    // Once delivered, the one-time code is no longer kept (issue 20).
    const stored = await orm.em
      .fork()
      .execute<{ values: Record<string, string>; sealed_link: string | null }[]>(
        `select "values", sealed_link from mail_outbox where recipient = 'ana@example.com'`,
      );
    expect(stored.map((row) => [row.values.link, row.sealed_link])).toEqual([[undefined, null]]);
  });

  it('an SMTP outage delays mail and loses none', async () => {
    await smtp.stop();
    await outbox.enqueue({
      tenantId: 'willow',
      to: 'ben@example.com',
      template: 'verify_email',
      values: { link: 'http://willow.localhost/verify_email?code=xyz' },
    });
    now = new Date(Date.now() + 1_000);
    expect(await delivery.deliverDue()).toBe(0);
    await smtp.start();
    expect(await delivery.deliverDue()).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(await delivery.deliverDue()).toBe(1);
    const mail = await smtp.waitFor('ben@example.com');
    expect(mail.subject).toBe('Verify your e-mail address for Willow');
  });
});
