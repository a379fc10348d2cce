import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import {
  ONE_TIME_LINKS,
  type OneTimeLinkPurpose,
  type OneTimeLinks,
} from '../ports/one-time-links.port';
import type { AccountRecord } from '../ports/account-repository.port';
import { LINK_LIFETIME_MS, linkTo } from './links';

/** Queues the account e-mails that carry a one-time link. */
@injectable()
export class AccountEmails {
  constructor(
    @inject(ONE_TIME_LINKS) private readonly links: OneTimeLinks,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(
    account: AccountRecord,
    template: keyof typeof LINK_LIFETIME_MS,
    purpose: OneTimeLinkPurpose,
    origin: string,
    redirectPath?: string | null,
    values: Readonly<Record<string, string>> = {},
  ): Promise<void> {
    // The address is another account's: a link sent there would hand this account to its holder.
    if (!account.holdsEmail) return;
    const secret = await this.links.create({
      tenantId: account.tenantId,
      accountId: account.id,
      purpose,
      expiresAt: new Date(this.clock.now().getTime() + LINK_LIFETIME_MS[template]),
    });
    await this.outbox.enqueue({
      tenantId: account.tenantId,
      to: account.email,
      template,
      values: { ...values, link: linkTo(origin, purpose, secret, redirectPath) },
    });
  }

  /**
   * Someone signed up with an address that has an account: its owner gets what their account
   * needs (finish it, verify the address, or log in and reset the password), and the one who
   * signed up learns nothing (issue 20).
   */
  tellOwner(account: AccountRecord, origin: string): Promise<void> {
    if (!account.passwordHash)
      return this.send(account, 'finish_your_account', 'reset_password', origin);
    if (!account.isEmailConfirmed)
      return this.send(account, 'verify_email', 'verify_email', origin);
    return this.send(account, 'account_exists', 'reset_password', origin);
  }
}
