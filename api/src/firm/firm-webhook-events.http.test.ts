import { LocalIdentityProvider, LOCAL_SSO_USERS, localIssuers } from '@bequest/adapters';
import { startWebhookReceiver } from '@bequest/adapters/testing';
import { FirmWebhookBodySchema, type FirmWebhookBody } from '@bequest/sdk';
import { finishTrustBasedPlan } from '../testing/finished-plan';
import { cookieClient, pointSsoAt, signInAtProvider } from '../testing/sso';
import { personWithWillPlan, startStaffTestApp } from '../testing/staff';

const ACME = 'acme-wealth.localhost';
const ADDRESS = {
  address1: '12 Elm Street',
  city: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
  country: 'US' as const,
};

/**
 * Every webhook event is queued with the act that causes it, in its transaction, and its body
 * reads by the contract's schema; an act refused queues nothing (issue 25, over HTTP on the real
 * database).
 */
describe('the events a firm hears of by webhook', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  let provider: LocalIdentityProvider;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    app = await startStaffTestApp();
    provider = await LocalIdentityProvider.start({
      issuers: localIssuers((tenantId) => [`http://${tenantId}.localhost`]),
    });
    await pointSsoAt(app.testApp, 'acme-wealth', provider.issuerUrl('acme-wealth'));
    receiver = await startWebhookReceiver([]);
    (
      await app.staff.partner_manager.addFirmWebhookEndpoint({
        body: { tenantId: 'acme-wealth', url: receiver.url },
      })
    )._unsafeUnwrap();
  });
  afterAll(async () => {
    await receiver.close();
    await provider.stop();
    await app.close();
  });

  /** The events delivered since the last call, read by the contract's schema. */
  let seen = 0;
  const delivered = async (): Promise<FirmWebhookBody[]> => {
    await app.testApp.deliverWebhooks();
    const bodies = receiver.received.slice(seen).map(({ body }) => JSON.parse(body) as unknown);
    seen = receiver.received.length;
    return bodies.map((body) => FirmWebhookBodySchema.parse(body));
  };

  const signIn = async (user = LOCAL_SSO_USERS['acme-wealth']!) => {
    const client = cookieClient(app.baseUrl, ACME);
    const { authorizationUrl } = (
      await client.startSingleSignOn({ body: { returnPath: '/account' } })
    )._unsafeUnwrap();
    const callbackQuery = await signInAtProvider(authorizationUrl, user);
    (await client.completeSingleSignOn({ body: { callbackQuery } }))._unsafeUnwrap();
    return client;
  };

  it('follows a client from sign-on to a completed plan, its mail and its strategist call', async () => {
    const client = await signIn();
    const me = (await client.getCurrentUser())._unsafeUnwrap();
    const clientId = me.activeProfile.accountId;
    const profileId = me.activeProfile.randId;
    const [advisor] = await delivered();
    expect(advisor).toMatchObject({
      type: 'client.advisor_changed',
      data: { clientId, previousAdvisorEmail: null, advisorEmail: 'advisor@acme-wealth.example' },
    });
    // The same advisor at the next sign-in is no change.
    await signIn();
    expect(await delivered()).toEqual([]);

    (
      await client.savePackageType({
        body: { version: me.activeProfile.version, estatePlanPackageType: 'trust_based' },
      })
    )._unsafeUnwrap();
    await finishTrustBasedPlan(client);
    const completed = await delivered();
    expect(completed).toEqual([
      expect.objectContaining({
        type: 'plan.completed',
        data: expect.objectContaining({ clientId, profileId, packageType: 'trust_based' }),
      }),
    ]);

    // A finalize of a document the client does not have fails, and tells the firm nothing.
    expect((await client.toggleDocumentFinalized({ params: { kind: 'will' } })).isErr()).toBe(true);
    (await client.toggleDocumentFinalized({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
    expect(await delivered()).toEqual([
      expect.objectContaining({
        type: 'document.finalized',
        data: expect.objectContaining({ clientId, kind: 'AHCD' }),
      }),
    ]);

    const refused = await client.requestPrintAndMail({
      body: { mailingAddress: ADDRESS, confirmed: false },
    });
    expect(refused._unsafeUnwrapErr().status).toBe(400);
    expect(await delivered()).toEqual([]);
    (
      await client.requestPrintAndMail({ body: { mailingAddress: ADDRESS, confirmed: true } })
    )._unsafeUnwrap();
    const [requested] = await delivered();
    expect(requested).toMatchObject({
      type: 'print_mail.status_changed',
      data: { clientId, profileId, status: 'requested', reason: null },
    });
    const requestId = (requested as FirmWebhookBody & { data: { requestId: string } }).data
      .requestId;
    const params = { printMailRequestId: requestId };
    const outOfOrder = await app.staff.fulfilment.markPrintMailRequest({
      params,
      body: { status: 'mailed' },
    });
    expect(outOfOrder._unsafeUnwrapErr().status).toBe(409);
    expect(await delivered()).toEqual([]);
    const reason = 'The person asked us by phone to stop the mailing';
    (
      await app.staff.fulfilment.markPrintMailRequest({
        params,
        body: { status: 'cancelled', reason },
      })
    )._unsafeUnwrap();
    expect(await delivered()).toEqual([
      expect.objectContaining({
        type: 'print_mail.status_changed',
        data: expect.objectContaining({ requestId, status: 'cancelled', reason }),
      }),
    ]);

    (await client.sendDocumentsToStrategist())._unsafeUnwrap();
    const [scheduled] = await delivered();
    expect(scheduled).toMatchObject({
      type: 'strategist_call.status_changed',
      data: { clientId, status: 'scheduled', callId: expect.any(String) },
    });
    const callId = (scheduled as FirmWebhookBody & { data: { callId: string } }).data.callId;
    const held = await app.staff.support.markStrategistCall({
      params: { strategistCallId: callId },
      body: { status: 'held' },
    });
    expect(held.isErr()).toBe(true);
    expect(await delivered()).toEqual([]);
    (
      await app.staff.fulfilment.sendStrategistDocuments({ params: { strategistCallId: callId } })
    )._unsafeUnwrap();
    expect(await delivered()).toEqual([
      expect.objectContaining({
        type: 'strategist_call.status_changed',
        data: expect.objectContaining({ callId, status: 'documents_sent' }),
      }),
    ]);
  });

  it('tells the firm a client skipped the strategist call', async () => {
    (
      await app.staff.partner_manager.addFirmWebhookEndpoint({
        body: { tenantId: 'bequest', url: receiver.url },
      })
    )._unsafeUnwrap();
    const person = await personWithWillPlan(app.baseUrl, 'skips@example.com', 'Ines', {
      birthDate: '03/09/1975',
    });
    await delivered();
    (await person.client.skipStrategistCall())._unsafeUnwrap();
    expect(await delivered()).toEqual([
      expect.objectContaining({
        type: 'strategist_call.status_changed',
        data: expect.objectContaining({
          clientId: person.accountId,
          status: 'skipped',
          callId: null,
        }),
      }),
    ]);
  });
});
