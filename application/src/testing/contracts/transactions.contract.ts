import { beforeEach, describe, expect, it } from '@jest/globals';
import { ProfileSchema } from '@bequest/domain';
import { newAccount } from '../../accounts/new-account';
import type { AccountRepository } from '../../ports/account-repository.port';
import type { DocumentRepository } from '../../ports/document-repository.port';
import type { OneTimeLinks } from '../../ports/one-time-links.port';
import type { ProfileRepository } from '../../ports/profile-repository.port';
import type { Transactions } from '../../ports/transactions.port';
import type { UserEvents } from '../../ports/user-events.port';
import { secondsAfter, T0 } from './fixed-time';
import type { MailOutboxSubject } from './mail-outbox.contract';

/** The transactions and the stores whose writes they take in, over the same storage. */
export interface TransactionsSubject extends MailOutboxSubject {
  readonly transactions: Transactions;
  readonly accounts: AccountRepository;
  readonly profiles: ProfileRepository;
  readonly documents: DocumentRepository;
  readonly links: OneTimeLinks;
  readonly userEvents: UserEvents;
}

const account = (id: string) =>
  newAccount({
    id,
    tenantId: 'bequest',
    email: `${id}@example.com`,
    passwordHash: null,
    accountOwnerId: `${id}-p`,
  });
const profile = (accountId: string, last = 'Li') =>
  ProfileSchema.parse({
    randId: `${accountId}-p`,
    accountId,
    tenantId: 'bequest',
    fullName: { first: 'Ana', middle: '', last },
  });
const will = (accountId: string) => ({
  tenantId: 'bequest',
  accountId,
  profileId: `${accountId}-p`,
  kind: 'WILL' as const,
  randId: `${accountId}-will`,
  data: { hasPets: false },
});
const mail = (to: string) =>
  ({ tenantId: 'bequest', to, template: 'verify_email', values: { link: 'x' } }) as const;
const event = (accountId: string) => ({
  tenantId: 'bequest',
  accountId,
  profileId: `${accountId}-p`,
  eventName: 'document_downloaded',
  value: 'WILL',
});

class Refused extends Error {}

/** What Transactions promises: every write inside commits together or not at all. */
export const transactionsContract = (setUp: () => Promise<TransactionsSubject>): void =>
  describe('Transactions contract', () => {
    let subject: TransactionsSubject;
    beforeEach(async () => {
      subject = await setUp();
    });

    it('answers what the work answers and keeps every write inside', async () => {
      const { transactions, accounts, profiles, documents, userEvents } = subject;
      const answer = await transactions.run(async () => {
        await accounts.create(account('a1'));
        await profiles.create(profile('a1'));
        await documents.create(will('a1'), T0);
        await subject.outbox.enqueue(mail('a1@example.com'));
        await userEvents.record({ ...event('a1'), metadata: {} }, T0);
        return 'done';
      });
      expect(answer).toBe('done');
      expect(await accounts.findById('bequest', 'a1')).not.toBeNull();
      expect(await profiles.findById('bequest', 'a1', 'a1-p')).not.toBeNull();
      expect(await documents.find('bequest', 'a1', 'a1-p', 'WILL')).not.toBeNull();
      expect(await subject.queued()).toEqual([mail('a1@example.com')]);
      expect(await userEvents.exists(event('a1'))).toBe(true);
    });

    it('undoes only the writes of a failed inner run when the outer work goes on', async () => {
      const { transactions, accounts } = subject;
      await transactions.run(async () => {
        await accounts.create(account('a1'));
        await expect(
          transactions.run(async () => {
            await accounts.create(account('a2'));
            throw new Refused('inner');
          }),
        ).rejects.toBeInstanceOf(Refused);
        await accounts.create(account('a3'));
      });
      expect(await accounts.findById('bequest', 'a1')).not.toBeNull();
      expect(await accounts.findById('bequest', 'a2')).toBeNull();
      expect(await accounts.findById('bequest', 'a3')).not.toBeNull();
    });

    it('keeps no write of work that fails, and lets its error through', async () => {
      const { transactions, accounts, profiles, documents, links, userEvents } = subject;
      await accounts.create(account('a1'));
      await profiles.create(profile('a1'));
      await documents.create(will('a1'), T0);
      const secret = await links.create({
        tenantId: 'bequest',
        accountId: 'a1',
        purpose: 'verify_email',
        expiresAt: secondsAfter(3600),
      });
      const failed = transactions.run(async () => {
        await accounts.update('bequest', 'a1', 1, { signInCount: 5 });
        await profiles.update(profile('a1', 'Lee'), 1);
        await documents.update('bequest', 'a1', 'a1-will', 1, { hasPets: true }, T0);
        await documents.markDownloaded('bequest', 'a1', 'a1-will', T0);
        expect(await links.consume('bequest', 'verify_email', secret, T0)).toBe('a1');
        await accounts.create(account('a2'));
        await subject.outbox.enqueue(mail('a1@example.com'));
        await userEvents.record({ ...event('a1'), metadata: {} }, T0);
        throw new Refused('refused');
      });
      await expect(failed).rejects.toBeInstanceOf(Refused);
      expect(await accounts.findById('bequest', 'a1')).toMatchObject({
        signInCount: 0,
        version: 1,
      });
      expect(await accounts.findById('bequest', 'a2')).toBeNull();
      expect((await profiles.findById('bequest', 'a1', 'a1-p'))?.version).toBe(1);
      expect(await documents.find('bequest', 'a1', 'a1-p', 'WILL')).toMatchObject({
        version: 1,
        data: { hasPets: false, isDownloaded: false },
      });
      expect(await subject.queued()).toEqual([]);
      expect(await userEvents.exists(event('a1'))).toBe(false);
      expect(await links.consume('bequest', 'verify_email', secret, T0)).toBe('a1');
    });
  });
