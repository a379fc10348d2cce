import type { LocalIdentityProvider } from '@bequest/adapters';
import { startWebhookReceiver } from '@bequest/adapters/testing';
import { NonprofitWebhookBodySchema } from '@bequest/domain';
import { verifyWebhook, type BequestClient } from '@bequest/sdk';
import { CONTRACT, staffRolesOf } from '@bequest/sdk/contract';
import { clientFor, getStarted } from '../testing/people';
import { signedInStaff, staffIssuerForTest } from '../testing/staff';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const HARBOR = 'org-harbor-food-bank';
const RIVER = 'org-river-conservancy';
const choice = { kind: 'will_bequest' as const, detail: '10% of my estate' };

/** Consented delivery to nonprofits over HTTP on the real database (issue 26, ADR 0032). */
describe('consented delivery to nonprofits', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let provider: LocalIdentityProvider;
  let manager: BequestClient;
  let now = new Date('2026-12-28T10:00:00Z');
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret: string;

  const person = async (email: string) => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), email);
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    const profileId = grant.user.activeProfile.randId;
    const share = async (organizationId = HARBOR) =>
      (
        await client.shareChoiceWithNonprofit({
          params: { profileId },
          body: { organizationId, choice },
        })
      )._unsafeUnwrap();
    const listHarbor = async () => {
      const me = (await client.getCurrentUser())._unsafeUnwrap();
      (
        await client.acceptTerms({
          body: { version: me.activeProfile.version, shareInfoWithOrgId: HARBOR },
        })
      )._unsafeUnwrap();
    };
    const optIn = async (answer: boolean) => {
      (
        await client.createAsset({
          body: { assetType: 'IRA', financialInstitution: 'VANGUARD', approximateValue: '$1,000' },
        })
      )._unsafeUnwrap();
      (
        await client.updateBeneficiaryPlan({ body: { hasPermissionToShareInfo: answer } })
      )._unsafeUnwrap();
    };
    const ledger = async () =>
      (await client.getConsentLedger({ params: { profileId } }))._unsafeUnwrap();
    return { client, profileId, share, listHarbor, optIn, ledger };
  };

  beforeAll(async () => {
    const issuer = await staffIssuerForTest();
    ({ testApp, baseUrl } = await startListeningTestApp({
      staffSignIn: issuer.settings,
      clock: { now: () => now },
    }));
    provider = await issuer.start(['http://localhost']);
    manager = (await signedInStaff(baseUrl, 'partner_manager')).client;
    receiver = await startWebhookReceiver([]);
    const set = (
      await manager.setNonprofitDelivery({
        params: { organizationId: HARBOR },
        body: { url: receiver.url, contacts: ['gifts@harbor.example'] },
      })
    )._unsafeUnwrap();
    secret = set.secret!;
  });
  afterAll(async () => {
    await receiver.close();
    await provider.stop();
    await testApp.close();
  });

  const receivedBodies = () =>
    receiver.received.map((webhook) => NonprofitWebhookBodySchema.parse(JSON.parse(webhook.body)));

  it('sends nothing without consent: nothing answered, the opt-in refused, another nonprofit listed', async () => {
    const before = receiver.received.length;
    const nothing = await person('none@example.com');
    expect(await nothing.share()).toEqual({ delivered: false, deliveryId: null });
    const refused = await person('refused@example.com');
    await refused.optIn(false);
    expect(await refused.share()).toEqual({ delivered: false, deliveryId: null });
    const listed = await person('listed-elsewhere@example.com');
    await listed.listHarbor();
    expect(await listed.share(RIVER)).toEqual({ delivered: false, deliveryId: null });
    await testApp.deliverWebhooks();
    expect(receiver.received.length).toBe(before);
    expect(await nothing.ledger()).toEqual([]);
    expect(await refused.ledger()).toEqual([]);
  });

  it.each([
    ['the plan’s opt-in', 'opt-in@example.com', 'plan_opt_in'],
    ['the nonprofit listed', 'listed@example.com', 'organization_listed'],
  ])(
    'delivers with %s: a signed webhook the SDK verifies, the e-mail digest, and the ledger from the record',
    async (_name, email, basis) => {
      const donor = await person(email);
      if (basis === 'plan_opt_in') await donor.optIn(true);
      else await donor.listHarbor();
      expect((await donor.share()).delivered).toBe(true);
      const before = receiver.received.length;
      expect(await testApp.deliverWebhooks()).toBe(1);
      const webhook = receiver.received[before]!;
      expect(await verifyWebhook(webhook.body, webhook.headers, secret, { now })).toBe(true);
      expect(await verifyWebhook(webhook.body, webhook.headers, 'whsec_other', { now })).toBe(
        false,
      );
      const body = NonprofitWebhookBodySchema.parse(JSON.parse(webhook.body));
      expect(webhook.headers['bequest-event-id']).toBe(body.id);
      expect(webhook.headers['bequest-event-type']).toBe('gift.shared');
      expect(body).toMatchObject({
        type: 'gift.shared',
        data: {
          organizationId: HARBOR,
          donor: { firstName: 'Ana', lastName: 'Li', email },
          choice,
          consent: [basis],
        },
      });
      await testApp.deliverMail();
      const mail = await testApp.smtp.waitFor('gifts@harbor.example', (m) =>
        m.text.includes(email),
      );
      expect(mail.text).toContain('A gift in their will (10% of my estate).');
      const [entry] = await donor.ledger();
      expect(entry).toMatchObject({
        organizationId: HARBOR,
        nonprofitName: expect.any(String),
        type: 'gift.shared',
        sent: true,
        body,
      });
    },
  );

  it('stops at once on withdrawal, delivers consent.withdrawn, and keeps both in the ledger', async () => {
    const donor = await person('withdraws@example.com');
    await donor.optIn(true);
    await donor.listHarbor();
    expect((await donor.share()).delivered).toBe(true);
    await testApp.deliverWebhooks();
    (
      await donor.client.stopContactSharing({
        params: { profileId: donor.profileId, organizationId: HARBOR },
      })
    )._unsafeUnwrap();
    // The plan's opt-in is still on: the withdrawal for this nonprofit still wins.
    expect(await donor.share()).toEqual({ delivered: false, deliveryId: null });
    now = new Date(now.getTime() + 1000);
    expect(await testApp.deliverWebhooks()).toBe(1);
    const reference = (await donor.ledger()).find((entry) => entry.type === 'gift.shared')!.body
      .data.donor.reference;
    const [shared, withdrawn] = receivedBodies().filter(
      (body) => body.data.donor.reference === reference,
    );
    expect(shared?.type).toBe('gift.shared');
    expect(withdrawn).toMatchObject({
      type: 'consent.withdrawn',
      data: { organizationId: HARBOR },
    });
    expect((await donor.ledger()).map((entry) => [entry.type, entry.sent])).toEqual([
      ['consent.withdrawn', true],
      ['gift.shared', true],
    ]);
  });

  it('never shows or writes another person’s ledger, and names the field at fault', async () => {
    const ana = await person('ana-ledger@example.com');
    const ben = await person('ben-ledger@example.com');
    const read = await ben.client.getConsentLedger({ params: { profileId: ana.profileId } });
    expect(read._unsafeUnwrapErr().status).toBe(404);
    const write = await ben.client.shareChoiceWithNonprofit({
      params: { profileId: ana.profileId },
      body: { organizationId: HARBOR, choice },
    });
    expect(write._unsafeUnwrapErr().status).toBe(404);
    const bad = await ana.client.shareChoiceWithNonprofit({
      params: { profileId: ana.profileId },
      body: { organizationId: HARBOR, choice: { kind: 'lottery' as never, detail: null } },
    });
    expect(bad._unsafeUnwrapErr().status).toBe(400);
    expect(bad._unsafeUnwrapErr().error.fields).toHaveProperty(['choice.kind']);
  });

  it('lets partner managers set the endpoint (https only) and export the CSV, audited; support may not', async () => {
    const refused = await manager.setNonprofitDelivery({
      params: { organizationId: HARBOR },
      body: { url: 'http://harbor.example/hooks', contacts: ['not-an-address'] },
    });
    expect(refused._unsafeUnwrapErr().error.fields).toEqual({
      url: 'The endpoint must use https://.',
      'contacts.0': 'Please enter a valid e-mail address',
    });
    const unknown = await manager.getNonprofitDelivery({ params: { organizationId: 'org-none' } });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);
    expect(
      (await manager.getNonprofitDelivery({ params: { organizationId: HARBOR } }))._unsafeUnwrap(),
    ).toMatchObject({ url: receiver.url, contacts: ['gifts@harbor.example'] });
    const file = (
      await manager.exportNonprofitDeliveries({ query: { organizationId: HARBOR } })
    )._unsafeUnwrap();
    expect(file.fileName).toBe('nonprofit-deliveries.csv');
    const [header, ...lines] = Buffer.from(file.content).toString('utf8').trim().split('\r\n');
    expect(header).toBe('sentAt,organizationId,eventId,type,donorReference,summary,tenantId,body');
    expect(lines.some((line) => line.includes('listed@example.com'))).toBe(true);
    expect(lines.some((line) => line.includes(',consent.withdrawn,'))).toBe(true);
    expect(lines.join('\n')).not.toContain('none@example.com');
    for (const name of [
      'getNonprofitDelivery',
      'setNonprofitDelivery',
      'exportNonprofitDeliveries',
    ] as const)
      expect([...staffRolesOf(CONTRACT[name])!].sort()).toEqual(['admin', 'partner_manager']);
    const support = (await signedInStaff(baseUrl, 'support')).client;
    const forbidden = await support.exportNonprofitDeliveries({ query: {} });
    expect(forbidden._unsafeUnwrapErr().status).toBe(403);
    const admin = (await signedInStaff(baseUrl, 'admin')).client;
    const log = (await admin.listAuditEntries({ query: { perPage: 100 } }))._unsafeUnwrap();
    expect(log.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'nonprofit_delivery.configure',
        'nonprofit_delivery.read',
        'nonprofit_delivery.export',
      ]),
    );
  });
});
