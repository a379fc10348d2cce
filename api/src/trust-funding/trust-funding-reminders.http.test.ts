import { SendFundingReminders } from '@bequest/application';
import { clientFor, getStarted, saveActiveProfile } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** The funding reminder job on the real database and SMTP server (issue 29). */
describe('trust funding reminders', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let now = new Date('2026-11-10T10:00:00Z');

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({ clock: { now: () => now } }));
  });
  afterAll(() => testApp.close());

  const reminders = () =>
    testApp.smtp.received.filter((mail) => /still has assets to move into it/.test(mail.subject));

  it('e-mails the person a week after the trust is finished, and not once they stop reminders', async () => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'remind.me@example.com');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    await saveActiveProfile(client, { administrativeArea: 'TX', postalCode: '73301' });
    const trust = (await client.createDocument({ params: { kind: 'rlt' } }))._unsafeUnwrap();
    await client.updateDocument({
      params: { kind: 'rlt' },
      body: { version: trust.version, changes: { assetTypes: ['home'] } },
    });
    (await client.toggleDocumentFinalized({ params: { kind: 'rlt' } }))._unsafeUnwrap();
    const job = testApp.app.get(SendFundingReminders);

    expect(await job.execute('https://app.example')).toBe(0);
    now = new Date('2026-11-17T10:00:01Z');
    expect(await job.execute('https://app.example')).toBe(1);
    await testApp.deliverMail();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.text).toContain('https://app.example/fund-your-trust');
    expect(reminders()[0]!.text).toContain('To stop these reminders');

    (await client.setFundingReminders({ body: { remindersOn: false } }))._unsafeUnwrap();
    now = new Date('2027-01-17T10:00:00Z');
    expect(await job.execute('https://app.example')).toBe(0);
  });
});
