import { WILL_SECTIONS } from '@bequest/sdk/rules';
import type { BequestClient } from '@bequest/sdk';
import { clientFor, startedClient } from '../testing/people';
import { completeSections } from '../testing/finished-plan';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const name = (first: string, last: string) => ({ first, middle: '', last });

/** Read-only sharing with fiduciaries over HTTP on the real database (issue 29). */
describe('sharing a finished will with its executor', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let now = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({ clock: { now: () => now } }));
  });
  afterAll(() => testApp.close());

  const withFinishedWill = async (email: string, executorEmail: string) => {
    const client = await startedClient(baseUrl, email);
    const { activeProfile } = (await client.getCurrentUser())._unsafeUnwrap();
    await client.updateProfile({
      params: { profileId: activeProfile.randId },
      body: { version: activeProfile.version, administrativeArea: 'OR', postalCode: '97201' },
    });
    (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const answers: Record<string, Record<string, unknown>> = {
      RESIDUARY: {
        residuaryBeneficiaries: [{ level: 'NUMBER_1', name: 'Min Park', allocationPercent: 100 }],
      },
      WILL_EXECUTORS: {
        executors: [{ fullName: name('Min', 'Park') }],
        nominees: [
          {
            randId: 'min',
            fullName: name('Min', 'Park'),
            email: executorEmail,
            role: 'Executor',
          },
          { randId: 'kai', fullName: name('Kai', 'Park'), role: 'Guardian' },
        ],
      },
    };
    await completeSections(client, 'will', WILL_SECTIONS, answers);
    return client;
  };

  const shareLinkKey = async (to: string) => {
    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor(to, (m) =>
      /shared a document with you/.test(m.subject),
    );
    const key = /shared-document\?key=([\w%-]+)/.exec(mail.text)?.[1];
    if (!key) throw new Error(`no link in the e-mail to ${to}`);
    return decodeURIComponent(key);
  };
  const codeSentTo = async (to: string) => {
    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor(to, (m) => /Your code to open/.test(m.subject));
    testApp.smtp.received.splice(testApp.smtp.received.indexOf(mail), 1);
    const code = /Your code is (\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in the e-mail to ${to}`);
    return code;
  };
  const share = (client: BequestClient, expiresOn = '2026-12-31', nomineeId = 'min') =>
    client.shareWithFiduciary({ params: { kind: 'will' }, body: { nomineeId, expiresOn } });

  it('shares, opens with an e-mailed code, logs the opening, and refuses every other way in', async () => {
    const ana = await withFinishedWill('share.ana@example.com', 'min.for.ana@example.com');
    const shared = (await share(ana))._unsafeUnwrap();
    expect(shared).toMatchObject({ status: 'active', email: 'min.for.ana@example.com' });
    const key = await shareLinkKey('min.for.ana@example.com');
    const anonymous = clientFor(baseUrl, 'localhost');

    expect((await anonymous.requestSharedDocumentCode({ body: { key } }))._unsafeUnwrap()).toEqual({
      sentTo: 'm•••@example.com',
    });
    const code = await codeSentTo('min.for.ana@example.com');
    const opened = (await anonymous.openSharedDocument({ body: { key, code } }))._unsafeUnwrap();
    expect(opened.fileName).toMatch(/\.pdf$/);
    expect(Buffer.from(opened.content).subarray(0, 5).toString()).toBe('%PDF-');
    const [listed] = (await ana.listFiduciaryShares())._unsafeUnwrap();
    expect(listed).toMatchObject({ id: shared.id, openings: [now.toISOString()] });

    // Refusals, each by status and field.
    const used = await anonymous.openSharedDocument({ body: { key, code } });
    expect(used._unsafeUnwrapErr().status).toBe(400);
    expect(used._unsafeUnwrapErr().error.fields).toHaveProperty('code');
    const guessed = await anonymous.requestSharedDocumentCode({ body: { key: `${key}x` } });
    expect(guessed._unsafeUnwrapErr().status).toBe(404);
    const byId = await anonymous.openSharedDocument({ body: { key: shared.id, code } });
    expect(byId._unsafeUnwrapErr().status).toBe(404);
    expect((await share(ana, '2026-11-01'))._unsafeUnwrapErr().error.fields).toHaveProperty(
      'expiresOn',
    );
    expect((await share(ana, '2028-01-01'))._unsafeUnwrapErr().status).toBe(400);
    expect((await share(ana, '2026-12-31', 'kai'))._unsafeUnwrapErr().error.fields).toHaveProperty(
      'nomineeId',
    );
    expect((await share(ana, '2026-12-31', 'nobody'))._unsafeUnwrapErr().status).toBe(404);
    expect((await anonymous.listFiduciaryShares())._unsafeUnwrapErr().status).toBe(401);

    // Another person sees and revokes nothing, and their code opens nothing of Ana's.
    const bob = await withFinishedWill('share.bob@example.com', 'min.for.bob@example.com');
    (await share(bob))._unsafeUnwrap();
    const bobKey = await shareLinkKey('min.for.bob@example.com');
    expect((await bob.listFiduciaryShares())._unsafeUnwrap()).toHaveLength(1);
    expect(
      (await bob.revokeFiduciaryShare({ params: { shareId: shared.id } }))._unsafeUnwrapErr()
        .status,
    ).toBe(404);
    (await anonymous.requestSharedDocumentCode({ body: { key: bobKey } }))._unsafeUnwrap();
    const bobCode = await codeSentTo('min.for.bob@example.com');
    expect(
      (await anonymous.openSharedDocument({ body: { key, code: bobCode } }))._unsafeUnwrapErr()
        .status,
    ).toBe(400);

    // Revoked: gone, with nothing about the share in the answer.
    (await anonymous.requestSharedDocumentCode({ body: { key } }))._unsafeUnwrap();
    const beforeRevoking = await codeSentTo('min.for.ana@example.com');
    const revoked = (
      await ana.revokeFiduciaryShare({ params: { shareId: shared.id } })
    )._unsafeUnwrap();
    expect(revoked[0]).toMatchObject({ status: 'revoked' });
    const gone = await anonymous.openSharedDocument({ body: { key, code: beforeRevoking } });
    expect(gone._unsafeUnwrapErr().status).toBe(410);
    expect(JSON.stringify(gone._unsafeUnwrapErr().error)).not.toMatch(/Ana|Min|example\.com/);

    // Expired: gone.
    now = new Date('2027-01-01T00:00:00Z');
    const expired = await anonymous.requestSharedDocumentCode({ body: { key: bobKey } });
    expect(expired._unsafeUnwrapErr().status).toBe(410);
    expect((await bob.listFiduciaryShares())._unsafeUnwrap()[0]!.status).toBe('expired');
    expect((await ana.listFiduciaryShares())._unsafeUnwrap()[0]!.openings).toHaveLength(1);
  });
});
