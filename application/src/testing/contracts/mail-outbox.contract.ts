import { beforeEach, describe, expect, it } from '@jest/globals';
import type { MailOutbox, OutgoingMail } from '../../ports/mail-outbox.port';

export interface MailOutboxSubject {
  readonly outbox: MailOutbox;
  /** Every message waiting to be delivered, as it will be delivered. */
  queued(): Promise<OutgoingMail[]>;
}

const verify: OutgoingMail = {
  tenantId: 'bequest',
  to: 'ana@example.com',
  template: 'verify_email',
  values: { link: 'https://bequest.example/verify_email?code=secret', firstName: 'Ana' },
};
const document: OutgoingMail = {
  tenantId: 'willow',
  to: 'bo@example.com',
  template: 'document',
  values: { title: 'Last Will and Testament' },
  attachment: { key: 'copy-key', fileName: 'Will.pdf' },
};

const byRecipient = (mail: readonly OutgoingMail[]) =>
  [...mail].sort((a, b) => a.to.localeCompare(b.to));

/** What MailOutbox promises, for an outbox that starts empty on each `setUp`. */
export const mailOutboxContract = (setUp: () => Promise<MailOutboxSubject>): void =>
  describe('MailOutbox contract', () => {
    let subject: MailOutboxSubject;
    beforeEach(async () => {
      subject = await setUp();
    });

    it('keeps every message as it was given: its tenant, template, values, link and attachment', async () => {
      await subject.outbox.enqueue(verify);
      await subject.outbox.enqueue(document);
      expect(byRecipient(await subject.queued())).toEqual([verify, document]);
    });

    it('keeps a message given twice twice: the outbox never merges messages', async () => {
      await subject.outbox.enqueue(verify);
      await subject.outbox.enqueue(verify);
      expect(await subject.queued()).toEqual([verify, verify]);
    });
  });
