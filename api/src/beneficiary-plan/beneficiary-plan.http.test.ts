import { pdfText } from '@bequest/adapters/testing';
import { startedClient } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('the beneficiary plan over HTTP (giving-and-beneficiaries.md 7.1-7.2, 8)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const signedIn = (email: string) => startedClient(baseUrl, email);

  it('builds a plan asset by asset, refuses bad answers in the specification’s words, and prints it', async () => {
    const client = await signedIn('plan@example.com');
    expect((await client.getBeneficiaryPlan())._unsafeUnwrapErr().status).toBe(404);

    const invalid = (await client.createAsset({ body: { assetType: 'IRA' } }))._unsafeUnwrapErr();
    expect(invalid.status).toBe(400);
    expect(invalid.error).toMatchObject({
      message: 'Asset not valid',
      fields: {
        financialInstitution: 'Please name a financial institution',
        approximateValue: 'Please select an approximate current value range',
      },
    });
    expect((await client.getBeneficiaryPlan())._unsafeUnwrapErr().status).toBe(404);

    const asset = (
      await client.createAsset({
        body: {
          assetType: 'IRA',
          financialInstitution: 'VANGUARD',
          approximateValue: '$250,000',
          nickname: 'Rollover IRA',
          refOrgId: 'org-harbor',
        },
      })
    )._unsafeUnwrap();
    expect(asset.nonProbatePlan.refOrgId).toBe('org-harbor');
    const assetId = asset.randId!;

    const short = await client.replaceBeneficiaries({
      params: { assetId },
      body: {
        beneficiaries: [{ level: 'PRIMARY', allocationPercent: 90, contact: { name: 'Luis Li' } }],
      },
    });
    expect(short._unsafeUnwrapErr().error.fields).toEqual({
      'beneficiaries.PRIMARY': 'The primary beneficiaries’ shares must add up to exactly 100%',
    });
    const nobody = await client.replaceBeneficiaries({
      params: { assetId },
      body: { beneficiaries: [{ level: 'PRIMARY', allocationPercent: 100 }] },
    });
    expect(nobody._unsafeUnwrapErr().error.message).toBe(
      'Beneficiary must have either a contact or charitable gift',
    );
    await client.replaceBeneficiaries({
      params: { assetId },
      body: {
        beneficiaries: [
          { level: 'PRIMARY', allocationPercent: 90, contact: { name: 'Luis Li' } },
          {
            level: 'PRIMARY',
            allocationPercent: 10,
            charitableGift: { organization: { legalName: 'Harbor Food Bank', ein: '12-3456789' } },
          },
        ],
      },
    });
    await client.finalizeAsset({ params: { assetId } });
    const optedIn = (
      await client.updateBeneficiaryPlan({ body: { hasPermissionToShareInfo: true } })
    )._unsafeUnwrap();
    expect(optedIn).toMatchObject({ isComplete: true, hasPermissionToShareInfo: true });
    const me = (await client.getCurrentUser())._unsafeUnwrap();
    expect(me.activeProfile.orgsAllowedToGetContactDetails).toEqual(['org-harbor']);

    const file = (
      await client.downloadBeneficiaryPlan({ query: { download: 'true' } })
    )._unsafeUnwrap();
    expect(file.fileName).toBe('Li_Ana_document.pdf');
    const text = pdfText(Buffer.from(file.content));
    expect(text).toContain('1/1 of your assets are up to date');
    expect(text).toContain('Vanguard');
    expect(text).toContain('$250,000');
    expect(text).toContain('90% to Luis Li');
    expect(text).toContain('10% to Harbor Food Bank (EIN 12-3456789)');
  });

  it('never reaches another person’s asset', async () => {
    const owner = await signedIn('owner-assets@example.com');
    const asset = (
      await owner.createAsset({
        body: {
          assetType: 'LIFE_INSURANCE',
          financialInstitution: 'VANGUARD',
          approximateValue: '1000',
        },
      })
    )._unsafeUnwrap();
    const stranger = await signedIn('stranger-assets@example.com');
    await stranger.createAsset({
      body: {
        assetType: 'LIFE_INSURANCE',
        financialInstitution: 'VANGUARD',
        approximateValue: '5',
      },
    });
    const assetId = asset.randId!;
    expect((await stranger.getAsset({ params: { assetId } }))._unsafeUnwrapErr().status).toBe(404);
    expect((await stranger.deleteAsset({ params: { assetId } }))._unsafeUnwrapErr().status).toBe(
      404,
    );
    expect((await owner.getAsset({ params: { assetId } })).isOk()).toBe(true);
    const plan = (await owner.deleteAsset({ params: { assetId } }))._unsafeUnwrap();
    expect(plan.assets).toEqual([]);
  });

  it('lets the partner of the branded flow have the contact details when the person consents, naming an unknown partner', async () => {
    const client = await signedIn('npa-consent@example.com');
    const allowed = async () =>
      (await client.getCurrentUser())._unsafeUnwrap().activeProfile.orgsAllowedToGetContactDetails;
    // The plan was started without a partner; the flow's partner is the current one (giving 4.7).
    await client.createAsset({
      body: {
        assetType: 'LIFE_INSURANCE',
        financialInstitution: 'FIDELITY',
        approximateValue: '900',
      },
    });
    const unknown = (
      await client.updateBeneficiaryPlan({
        body: { hasPermissionToShareInfo: true, partnerOrgId: 'org-nobody' },
      })
    )._unsafeUnwrapErr();
    expect(unknown.status).toBe(400);
    expect(unknown.error.fields).toEqual({
      partnerOrgId: 'There is no partner organization with this id',
    });
    expect((await client.getBeneficiaryPlan())._unsafeUnwrap().hasPermissionToShareInfo).toBeNull();

    const declined = await client.updateBeneficiaryPlan({
      body: { hasPermissionToShareInfo: false, partnerOrgId: 'org-harbor-food-bank' },
    });
    expect(declined._unsafeUnwrap().hasPermissionToShareInfo).toBe(false);
    expect(await allowed()).toEqual([]);

    await client.updateBeneficiaryPlan({
      body: { hasPermissionToShareInfo: true, partnerOrgId: 'org-harbor-food-bank' },
    });
    expect(await allowed()).toEqual(['org-harbor-food-bank']);
  });

  it('never lets another person file or name beneficiaries on an asset by its id', async () => {
    const owner = await signedIn('owner-npa@example.com');
    const asset = (
      await owner.createAsset({
        body: {
          assetType: 'LIFE_INSURANCE',
          financialInstitution: 'VANGUARD',
          approximateValue: '10',
        },
      })
    )._unsafeUnwrap();
    const stranger = await signedIn('stranger-npa@example.com');
    await stranger.createAsset({
      body: {
        assetType: 'LIFE_INSURANCE',
        financialInstitution: 'VANGUARD',
        approximateValue: '5',
      },
    });
    const params = { assetId: asset.randId! };
    expect((await stranger.finalizeAsset({ params }))._unsafeUnwrapErr().status).toBe(404);
    const named = await stranger.replaceBeneficiaries({
      params,
      body: {
        beneficiaries: [{ level: 'PRIMARY', allocationPercent: 100, contact: { name: 'Mallory' } }],
      },
    });
    expect(named._unsafeUnwrapErr().status).toBe(404);
    const kept = (await owner.getAsset({ params }))._unsafeUnwrap();
    expect(kept.status).toBeNull();
    expect(kept.beneficiaries).toEqual([]);
  });
});
