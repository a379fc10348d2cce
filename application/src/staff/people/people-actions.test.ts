import 'reflect-metadata';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../../ports/account-repository.port';
import { PERSON_RECORDS, type PersonRecords } from '../../ports/person-records.port';
import { STAFF_AUDIT_LOG, type NewAuditEntry } from '../../ports/staff-audit-log.port';
import { STAFF_PEOPLE_DIRECTORY, type StaffPeopleDirectory } from '../../ports/staff-people.port';
import type { StaffMember } from '../../ports/staff-sessions.port';
import { startedPerson } from '../../testing/started-person';
import { SearchPeople } from '../search-people.use-case';
import { DeletePerson } from './delete-person.use-case';
import { MergePeople } from './merge-people.use-case';
import { SendPersonAccountEmail } from './send-person-account-email.use-case';

const support: StaffMember = {
  subject: 's-1',
  email: 's@b.example',
  name: 'Casey',
  role: 'support',
};
const REASON = 'Ticket 7: the person asked';

/** A started person, with support's directory over the same accounts and a log of the calls. */
const supportDesk = async () => {
  const { container, ports, requester } = await startedPerson('ana@example.com');
  const accounts = container.get<AccountRepository>(ACCOUNT_REPOSITORY);
  const entries: NewAuditEntry[] = [];
  const calls: string[] = [];
  const searches: unknown[] = [];
  const tenants = new Map<string, string>([[requester.accountId, 'bequest']]);
  container.bind(STAFF_AUDIT_LOG).toConstantValue({
    append: async (entry: NewAuditEntry) => void entries.push(entry),
  });
  container.bind(STAFF_PEOPLE_DIRECTORY).toConstantValue({
    find: async (id) => {
      const tenantId = tenants.get(id);
      const account = tenantId ? await accounts.findById(tenantId, id) : null;
      return (
        account && {
          id,
          tenantId: account.tenantId,
          email: account.email,
          name: '',
          createdAt: new Date(),
          holdsEmail: account.holdsEmail,
        }
      );
    },
    search: async (search) => {
      searches.push(search);
      return { items: [], total: 0 };
    },
  } satisfies StaffPeopleDirectory);
  container.bind(PERSON_RECORDS).toConstantValue({
    merge: async (tenantId, from, into) => {
      calls.push(`merge ${tenantId} ${from} ${into}`);
      return { report: { moved: {} } };
    },
    erase: async (tenantId, id, email) => {
      calls.push(`erase ${tenantId} ${id} ${email} after ${entries.length} entries`);
      return { removed: {}, kept: {} };
    },
  } satisfies PersonRecords);
  return { container, ports, requester, entries, calls, searches, tenants };
};

describe('support’s actions on a person’s account (issue 24)', () => {
  it('sends a verification link on the person’s tenant address, audited; refuses once confirmed', async () => {
    const { container, ports, requester, entries } = await supportDesk();
    const send = container.get(SendPersonAccountEmail);
    const input = {
      accountId: requester.accountId,
      reason: REASON,
      origin: 'http://localhost:3000',
    };
    expect((await send.execute(support, 'verification', input))._unsafeUnwrap()).toEqual({
      sentTo: 'ana@example.com',
    });
    expect(ports.mail.at(-1)).toMatchObject({
      to: 'ana@example.com',
      template: 'verify_email',
      values: { link: expect.stringMatching(/^http:\/\/localhost:3000\//) },
    });
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['person.resend_verification', REASON],
    ]);
    const account = (await ports.accountRepository.findById('bequest', requester.accountId))!;
    await ports.accountRepository.update('bequest', account.id, account.version, {
      isEmailConfirmed: true,
    });
    const sent = ports.mail.length;
    expect((await send.execute(support, 'verification', input))._unsafeUnwrapErr().code).toBe(
      'PERSON.NOT_APPLICABLE',
    );
    expect([ports.mail.length, entries.length]).toEqual([sent, 1]);
    // No password yet: the reset link asks the person to finish the account.
    (await send.execute(support, 'password_reset', input))._unsafeUnwrap();
    expect(ports.mail.at(-1)).toMatchObject({ template: 'finish_your_account' });
    expect(
      (
        await send.execute(support, 'password_reset', { ...input, accountId: 'nobody' })
      )._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
  });

  it('merges only two different accounts of one tenant, audited on both', async () => {
    const desk = await supportDesk();
    const other = await startedPerson('ana.two@example.com', {
      container: desk.container,
      ports: desk.ports,
    });
    desk.tenants.set(other.requester.accountId, 'bequest');
    const merge = desk.container.get(MergePeople);
    const input = { accountId: desk.requester.accountId, reason: REASON };
    const self = await merge.execute(support, { ...input, mergedAccountId: input.accountId });
    expect(self._unsafeUnwrapErr()).toMatchObject({
      code: 'PERSON.MERGE_REFUSED',
      fields: { mergedAccountId: expect.any(String) },
    });
    const missing = await merge.execute(support, { ...input, mergedAccountId: 'nobody' });
    expect(missing._unsafeUnwrapErr().fields).toHaveProperty('mergedAccountId');
    expect(desk.calls).toEqual([]);
    (
      await merge.execute(support, { ...input, mergedAccountId: other.requester.accountId })
    )._unsafeUnwrap();
    expect(desk.calls).toEqual([
      `merge bequest ${other.requester.accountId} ${desk.requester.accountId}`,
    ]);
    expect(desk.entries.map((entry) => [entry.action, entry.accountId])).toEqual([
      ['person.merge', desk.requester.accountId],
      ['person.merge', other.requester.accountId],
    ]);
  });

  it('writes the deletion to the audit log before erasing', async () => {
    const { container, requester, calls } = await supportDesk();
    (
      await container
        .get(DeletePerson)
        .execute(support, { accountId: requester.accountId, reason: REASON })
    )._unsafeUnwrap();
    expect(calls).toEqual([`erase bequest ${requester.accountId} ana@example.com after 1 entries`]);
  });

  it('searches by the digits of a phone number when the text reads as one', async () => {
    const { container, searches } = await supportDesk();
    const search = container.get(SearchPeople);
    for (const q of ['(312) 555-0199', 'Rosa Li', '  ', undefined])
      await search.execute(support, { q, page: 1, perPage: 10 });
    expect(searches).toEqual([
      { text: '(312) 555-0199', phoneDigits: '3125550199' },
      { text: 'Rosa Li', phoneDigits: null },
      undefined,
      undefined,
    ]);
  });
});
