import { resolveFlags } from '@bequest/domain';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const basics = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.com',
  nonprofit: { kind: 'partner' as const, urlName: 'harbor-food-bank' },
};
const details = {
  vehicle: 'WILL_OR_TRUST' as const,
  intent: 'SPECIFIC_AMOUNT' as const,
  percentage: '',
  amount: '$25,000',
  recognition: 'ANONYMOUS' as const,
  shareContactDetails: false,
};

describe('POST /v2/gift-confirmations (giving-and-beneficiaries.md 2.8)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  const visitor = (host = 'localhost') => clientFor(baseUrl, host);
  const rows = () =>
    testApp.orm.em
      .fork()
      .execute(
        'select tenant_id, organization_id, nonprofit_name, nonprofit_ein, donor_email, share_contact_details, recognition, intent, percentage, amount from gift_confirmation order by created_at',
      );

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({
      featureFlags: resolveFlags({ FW_CONDITIONAL_GIFT_INTENT_FIELDS: true }),
    }));
  });
  afterAll(() => testApp.close());

  it('keeps a visitor’s confirmation for the partner of the page, and one for a nonprofit they name', async () => {
    const confirmed = await visitor().confirmGift({ body: { basics, details } });
    expect(confirmed._unsafeUnwrap()).toEqual({
      id: expect.any(String),
      nonprofitName: 'Harbor Food Bank',
    });
    const named = await visitor('willow.localhost').confirmGift({
      body: {
        basics: { ...basics, nonprofit: { kind: 'named', name: 'City Library', ein: '123456789' } },
        details: { ...details, intent: 'PERCENTAGE', percentage: '5', amount: '' },
      },
    });
    expect(named._unsafeUnwrap().nonprofitName).toBe('City Library');
    expect(await rows()).toEqual([
      {
        tenant_id: 'bequest',
        organization_id: 'org-harbor-food-bank',
        nonprofit_name: 'Harbor Food Bank',
        nonprofit_ein: null,
        donor_email: 'rosa@example.com',
        share_contact_details: false,
        recognition: 'ANONYMOUS',
        intent: 'SPECIFIC_AMOUNT',
        percentage: null,
        amount: '25000',
      },
      {
        tenant_id: 'willow',
        organization_id: null,
        nonprofit_name: 'City Library',
        nonprofit_ein: '12-3456789',
        donor_email: 'rosa@example.com',
        share_contact_details: false,
        recognition: 'ANONYMOUS',
        intent: 'PERCENTAGE',
        percentage: 5,
        amount: null,
      },
    ]);
  });

  it('names every bad field in the form’s words and keeps nothing', async () => {
    const before = (await rows()).length;
    const refused = await visitor().confirmGift({
      body: { basics: { ...basics, email: 'rosa@' }, details },
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: {
        code: 'REQUEST.INVALID',
        fields: { 'basics.email': 'Please enter your email, including the full domain name' },
      },
    });
    const noAmount = await visitor().confirmGift({
      body: { basics, details: { ...details, amount: '' } },
    });
    expect(noAmount._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { fields: { 'details.amount': 'Please enter the amount in whole dollars' } },
    });
    const unknown = await visitor().confirmGift({
      body: { basics: { ...basics, nonprofit: { kind: 'partner', urlName: 'nobody' } }, details },
    });
    expect(unknown._unsafeUnwrapErr()).toMatchObject({ status: 404 });
    expect(await rows()).toHaveLength(before);
  });

  it('tells the partner a signed-in donor’s intention only with consent and their tick (issue 26)', async () => {
    const grant = await getStarted(visitor(), 'recorded@example.com');
    const donor = clientFor(baseUrl, 'localhost', () => grant.token);
    const profileId = grant.user.activeProfile.randId;
    const ledger = async () =>
      (await donor.getConsentLedger({ params: { profileId } }))._unsafeUnwrap();
    const record = async (shareContactDetails: boolean) =>
      (
        await donor.confirmGift({ body: { basics, details: { ...details, shareContactDetails } } })
      )._unsafeUnwrap();
    await record(true);
    expect(await ledger()).toEqual([]);
    (
      await donor.acceptTerms({
        body: {
          version: grant.user.activeProfile.version,
          shareInfoWithOrgId: 'org-harbor-food-bank',
        },
      })
    )._unsafeUnwrap();
    await record(false);
    expect(await ledger()).toEqual([]);
    await record(true);
    const [entry] = await ledger();
    expect(entry).toMatchObject({
      organizationId: 'org-harbor-food-bank',
      type: 'gift.shared',
      body: {
        data: {
          donor: { email: 'recorded@example.com' },
          choice: {
            kind: 'recorded_intention',
            detail: 'My will or living trust: A specific amount ($25,000)',
          },
          consent: ['organization_listed'],
        },
      },
    });
  });
});
