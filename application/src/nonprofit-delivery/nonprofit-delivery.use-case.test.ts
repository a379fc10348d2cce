import 'reflect-metadata';
import type { PartnerCustomUrl } from '@bequest/domain';
import { AcceptTerms } from '../profiles/accept-terms.use-case';
import { StopContactSharing } from '../profiles/stop-contact-sharing.use-case';
import { CreateBeneficiaryPlanAsset } from '../beneficiary-plan/create-beneficiary-plan-asset.use-case';
import { SetBeneficiaryPlanOptIn } from '../beneficiary-plan/set-beneficiary-plan-opt-in.use-case';
import { inMemoryContainer } from '../testing/container';
import { startedPerson } from '../testing/started-person';
import { STAFF_AUDIT_LOG } from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { ExportNonprofitDeliveries } from './export-nonprofit-deliveries.use-case';
import { GetNonprofitDeliverySettings } from './get-nonprofit-delivery-settings.use-case';
import { ReadConsentLedger } from './read-consent-ledger.use-case';
import { SetNonprofitDeliverySettings } from './set-nonprofit-delivery-settings.use-case';
import { ShareChoiceWithNonprofit } from './share-choice-with-nonprofit.use-case';
import { AssetDraftSchema } from '@bequest/domain';

const harbor = {
  urlName: 'harbor-food-bank',
  organizationId: 'org-harbor',
  organization: { displayName: 'Harbor Food Bank Inc.' },
  orgDisplayName: 'Harbor Food Bank',
} as PartnerCustomUrl;
const staff: StaffMember = {
  subject: 'staff-1',
  email: 'pm@bequest.example',
  name: 'Pat Manager',
  role: 'partner_manager',
};
const choice = { kind: 'will_bequest', detail: '10% of my estate' };

const setUp = async () => {
  const started = inMemoryContainer();
  started.ports.partners.set(harbor.organizationId, harbor);
  const audit: unknown[] = [];
  started.container
    .bind(STAFF_AUDIT_LOG)
    .toConstantValue({ append: async (entry: unknown) => void audit.push(entry) });
  const person = await startedPerson('ana@example.com', started);
  const { container, ports, requester } = person;
  const profileId = requester.activeProfileId;
  const configured = await container.get(SetNonprofitDeliverySettings).execute(staff, {
    organizationId: 'org-harbor',
    url: 'https://harbor.example/bequest-hooks',
    contacts: ['Gifts@Harbor.example'],
  });
  const secret = configured._unsafeUnwrap().secret!;
  const share = () =>
    container
      .get(ShareChoiceWithNonprofit)
      .execute(requester, { profileId, organizationId: 'org-harbor', choice });
  const version = () => ports.profiles.get(profileId)!.version;
  const listHarbor = () =>
    container
      .get(AcceptTerms)
      .execute(requester, { version: version(), shareInfoWithOrgId: 'org-harbor' });
  const optIn = async (answer: boolean) => {
    await container.get(CreateBeneficiaryPlanAsset).execute(
      requester,
      AssetDraftSchema.parse({
        assetType: 'IRA',
        financialInstitution: 'OTHER',
        financialInstitutionOther: 'Lakeside Credit Union',
        approximateValue: '$25,000',
      }),
      null,
    );
    (await container.get(SetBeneficiaryPlanOptIn).execute(requester, answer))._unsafeUnwrap();
  };
  const mails = () => ports.mail.filter((mail) => mail.template === 'nonprofit_delivery');
  return { ...person, profileId, secret, share, listHarbor, optIn, mails, audit, started };
};

describe('consented delivery to nonprofits (giving 4.7, 6)', () => {
  it('sends nothing, not even a count, without consent', async () => {
    const { share, ports, mails } = await setUp();
    expect((await share())._unsafeUnwrap()).toEqual({ delivered: false, deliveryId: null });
    expect(ports.nonprofitDeliveries.webhooks).toEqual([]);
    expect(mails()).toEqual([]);
  });

  it('sends nothing when the plan’s opt-in was refused', async () => {
    const { share, optIn, ports } = await setUp();
    await optIn(false);
    expect((await share())._unsafeUnwrap().delivered).toBe(false);
    expect(ports.nonprofitDeliveries.webhooks).toEqual([]);
  });

  it.each([
    ['the plan’s opt-in', 'plan_opt_in'],
    ['the organization listed', 'organization_listed'],
  ])(
    'delivers with %s: the webhook, the e-mail and the ledger from one record',
    async (_name, basis) => {
      const { share, optIn, listHarbor, ports, mails, container, requester, profileId, secret } =
        await setUp();
      if (basis === 'plan_opt_in') await optIn(true);
      else (await listHarbor())._unsafeUnwrap();
      const shared = (await share())._unsafeUnwrap();
      expect(shared.delivered).toBe(true);
      const [webhook] = ports.nonprofitDeliveries.webhooks;
      expect(webhook).toMatchObject({ url: 'https://harbor.example/bequest-hooks', secret });
      const body = JSON.parse(webhook!.body);
      expect(body).toMatchObject({
        type: 'gift.shared',
        data: {
          organizationId: 'org-harbor',
          donor: { firstName: 'Ana', lastName: 'Li', email: 'ana@example.com' },
          choice,
          consent: [basis],
        },
      });
      expect(mails()).toEqual([
        expect.objectContaining({
          to: 'gifts@harbor.example',
          values: {
            nonprofitName: 'Harbor Food Bank',
            summary: 'Ana Li <ana@example.com>: A gift in their will (10% of my estate).',
          },
        }),
      ]);
      const ledger = (
        await container.get(ReadConsentLedger).execute(requester, profileId)
      )._unsafeUnwrap();
      expect(ledger).toEqual([
        expect.objectContaining({
          nonprofitName: 'Harbor Food Bank',
          type: 'gift.shared',
          sent: true,
          body,
        }),
      ]);
    },
  );

  it('stops at once on withdrawal, tells the nonprofit, and the ledger shows both', async () => {
    const { share, optIn, listHarbor, ports, container, requester, profileId } = await setUp();
    await optIn(true);
    (await listHarbor())._unsafeUnwrap();
    expect((await share())._unsafeUnwrap().delivered).toBe(true);
    (
      await container
        .get(StopContactSharing)
        .execute(requester, { profileId, organizationId: 'org-harbor' })
    )._unsafeUnwrap();
    // The plan's opt-in is still true: the withdrawal on /sharing still stops this nonprofit.
    expect((await share())._unsafeUnwrap()).toEqual({ delivered: false, deliveryId: null });
    const bodies = ports.nonprofitDeliveries.webhooks.map((webhook) => JSON.parse(webhook.body));
    expect(bodies.map((body) => body.type)).toEqual(['gift.shared', 'consent.withdrawn']);
    expect(bodies[1].data.donor).toEqual({ reference: bodies[0].data.donor.reference });
    const ledger = (
      await container.get(ReadConsentLedger).execute(requester, profileId)
    )._unsafeUnwrap();
    expect(ledger.map((entry) => [entry.type, entry.sent])).toEqual([
      ['consent.withdrawn', true],
      ['gift.shared', true],
    ]);
    // Listing the nonprofit again is a new consent.
    (await listHarbor())._unsafeUnwrap();
    expect((await share())._unsafeUnwrap().delivered).toBe(true);
  });

  it('keeps a withdrawal sent to no one when the nonprofit had received nothing', async () => {
    const { listHarbor, ports, container, requester, profileId } = await setUp();
    (await listHarbor())._unsafeUnwrap();
    await container
      .get(StopContactSharing)
      .execute(requester, { profileId, organizationId: 'org-harbor' });
    expect(ports.nonprofitDeliveries.webhooks).toEqual([]);
    const ledger = (
      await container.get(ReadConsentLedger).execute(requester, profileId)
    )._unsafeUnwrap();
    expect(ledger.map((entry) => [entry.type, entry.sent])).toEqual([['consent.withdrawn', false]]);
  });

  it('names the field at fault, and an unknown nonprofit or another’s profile is not found', async () => {
    const { container, requester, profileId, started } = await setUp();
    const share = container.get(ShareChoiceWithNonprofit);
    expect(
      (
        await share.execute(requester, {
          profileId,
          organizationId: 'org-harbor',
          choice: { kind: 'x' },
        })
      )._unsafeUnwrapErr().fields,
    ).toEqual({ 'choice.kind': expect.any(String) });
    expect(
      (
        await share.execute(requester, { profileId, organizationId: 'org-none', choice })
      )._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    const other = await startedPerson('ben@example.com', started);
    expect(
      (
        await container.get(ReadConsentLedger).execute(other.requester, profileId)
      )._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    expect(
      (
        await share.execute(other.requester, { profileId, organizationId: 'org-harbor', choice })
      )._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
  });

  it('lets staff set the endpoint and contacts, naming each field at fault, and export what was sent (audited)', async () => {
    const { container, share, listHarbor, audit } = await setUp();
    const set = container.get(SetNonprofitDeliverySettings);
    expect(
      (
        await set.execute(staff, {
          organizationId: 'org-harbor',
          url: 'http://harbor.example',
          contacts: ['nope'],
        })
      )._unsafeUnwrapErr().fields,
    ).toEqual({
      url: 'The endpoint must use https://.',
      'contacts.0': 'Please enter a valid e-mail address',
    });
    expect(
      (
        await set.execute(staff, { organizationId: 'org-none', url: null, contacts: [] })
      )._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    const same = await set.execute(staff, {
      organizationId: 'org-harbor',
      url: 'https://harbor.example/bequest-hooks',
      contacts: ['gifts@harbor.example'],
    });
    expect(same._unsafeUnwrap().secret).toBeNull();
    expect(
      (
        await container.get(GetNonprofitDeliverySettings).execute(staff, 'org-harbor')
      )._unsafeUnwrap(),
    ).toMatchObject({
      url: 'https://harbor.example/bequest-hooks',
      contacts: ['gifts@harbor.example'],
    });
    (await listHarbor())._unsafeUnwrap();
    await share();
    const rows = await container
      .get(ExportNonprofitDeliveries)
      .execute(staff, { organizationId: 'org-harbor' });
    expect(rows.map((row) => row.summary)).toEqual([
      'Ana Li <ana@example.com>: A gift in their will (10% of my estate).',
    ]);
    expect(audit.map((entry) => (entry as { action: string }).action)).toEqual([
      'nonprofit_delivery.configure',
      'nonprofit_delivery.configure',
      'nonprofit_delivery.read',
      'nonprofit_delivery.export',
    ]);
  });
});
