import {
  AssetDraftSchema,
  NonProbateBeneficiarySchema,
  TENANT_CONFIGURATIONS,
} from '@bequest/domain';
import { startedPerson } from '../testing/started-person';
import type { Container } from 'inversify';
import { CreateBeneficiaryPlanAsset } from './create-beneficiary-plan-asset.use-case';
import { DeleteBeneficiaryPlanAsset } from './delete-beneficiary-plan-asset.use-case';
import { FinalizeBeneficiaryPlanAsset } from './finalize-beneficiary-plan-asset.use-case';
import { ReadBeneficiaryPlan } from './read-beneficiary-plan.use-case';
import { ReplaceAssetBeneficiaries } from './replace-asset-beneficiaries.use-case';
import { SetBeneficiaryPlanOptIn } from './set-beneficiary-plan-opt-in.use-case';

const ira = AssetDraftSchema.parse({
  assetType: 'IRA',
  financialInstitution: 'OTHER',
  financialInstitutionOther: 'Lakeside Credit Union',
  approximateValue: '$25,000',
});
const plansOf = (container: Container) => ({
  get: container.get(ReadBeneficiaryPlan),
  createAsset: container.get(CreateBeneficiaryPlanAsset),
  replaceBeneficiaries: container.get(ReplaceAssetBeneficiaries),
  finalizeAsset: container.get(FinalizeBeneficiaryPlanAsset),
  setOptIn: container.get(SetBeneficiaryPlanOptIn),
  deleteAsset: container.get(DeleteBeneficiaryPlanAsset),
});
const beneficiary = (name: string, allocationPercent: number, level = 'PRIMARY') =>
  NonProbateBeneficiarySchema.parse({ level, allocationPercent, contact: { name } });

describe('the beneficiary plan (giving-and-beneficiaries.md 4.2-4.7, 7.1, 8)', () => {
  it('has no plan until the first asset, which starts it with the referring partner', async () => {
    const { container, ports, requester } = await startedPerson();
    const plans = plansOf(container);
    expect((await plans.get.execute(requester))._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
    const asset = (await plans.createAsset.execute(requester, ira, 'org-1'))._unsafeUnwrap();
    expect(asset).toMatchObject({
      assetType: 'IRA',
      approximateValue: '25000',
      owner: 'SELF',
      submissionType: 'PLAN',
      nonProbatePlan: { refOrgId: 'org-1', hasPermissionToShareInfo: null },
    });
    const plan = (await plans.get.execute(requester))._unsafeUnwrap();
    expect(plan.assets.map((a) => a.randId)).toEqual([asset.randId]);
    const profile = ports.profiles.get(requester.activeProfileId)!.profile;
    expect(profile.nonprobatePlans).toEqual([
      { randId: plan.randId, isComplete: false, updatedAt: expect.any(String) },
    ]);
  });

  it('refuses an invalid asset with "Asset not valid" and each field’s message', async () => {
    const { container, requester } = await startedPerson();
    const plans = plansOf(container);
    const refused = await plans.createAsset.execute(requester, AssetDraftSchema.parse({}), null);
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'REQUEST.INVALID',
      message: 'Asset not valid',
      fields: {
        assetType: 'Please choose a non-probate asset type',
        approximateValue: 'Please select an approximate current value range',
      },
    });
    expect((await plans.get.execute(requester)).isErr()).toBe(true);
  });

  it('replaces beneficiaries, finalizes, and completes the plan; bad totals change nothing', async () => {
    const { container, ports, requester } = await startedPerson();
    const plans = plansOf(container);
    const asset = (await plans.createAsset.execute(requester, ira, null))._unsafeUnwrap();
    const refused = await plans.replaceBeneficiaries.execute(requester, asset.randId!, [
      beneficiary('Ben Li', 90),
    ]);
    expect(refused._unsafeUnwrapErr().fields).toEqual({
      'beneficiaries.PRIMARY': 'The primary beneficiaries’ shares must add up to exactly 100%',
    });
    const replaced = (
      await plans.replaceBeneficiaries.execute(requester, asset.randId!, [
        beneficiary('Ben Li', 60),
        beneficiary('Cara Li', 40),
        beneficiary('Dan Li', 100, 'SECONDARY'),
      ])
    )._unsafeUnwrap();
    expect(replaced.beneficiaries.every((b) => b.randId)).toBe(true);
    const finalized = (
      await plans.finalizeAsset.execute(requester, asset.randId!, 'UPDATED')
    )._unsafeUnwrap();
    expect(finalized.statusUpdatedAt).toEqual(expect.any(String));
    expect((await plans.get.execute(requester))._unsafeUnwrap().isComplete).toBe(true);
    expect(
      ports.profiles.get(requester.activeProfileId)!.profile.nonprobatePlans?.[0]?.isComplete,
    ).toBe(true);
  });

  it('records the opt-in, sharing the person with the referring partner only when they agree', async () => {
    const { container, ports, requester } = await startedPerson();
    const plans = plansOf(container);
    await plans.createAsset.execute(requester, ira, 'org-1');
    await plans.setOptIn.execute(requester, false);
    expect(
      ports.profiles.get(requester.activeProfileId)!.profile.orgsAllowedToGetContactDetails,
    ).toEqual([]);
    const plan = (await plans.setOptIn.execute(requester, true))._unsafeUnwrap();
    expect(plan.hasPermissionToShareInfo).toBe(true);
    expect(
      ports.profiles.get(requester.activeProfileId)!.profile.orgsAllowedToGetContactDetails,
    ).toEqual(['org-1']);
  });

  it('lets the partner of the branded flow have the contact details too, and refuses an unknown one', async () => {
    const { container, ports, requester } = await startedPerson();
    ports.partners.set('org-2', {
      urlName: 'two',
      randId: 'p-2',
      organizationId: 'org-2',
      organization: { displayName: 'Two' },
      orgDisplayName: null,
      imageName: null,
      isCaCompliant: false,
      customizations: null,
    });
    const plans = plansOf(container);
    await plans.createAsset.execute(requester, ira, 'org-1');
    const allowed = () =>
      ports.profiles.get(requester.activeProfileId)!.profile.orgsAllowedToGetContactDetails;
    const unknown = (await plans.setOptIn.execute(requester, true, 'org-9'))._unsafeUnwrapErr();
    expect(unknown).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { partnerOrgId: expect.any(String) },
    });
    expect(allowed()).toEqual([]);
    await plans.setOptIn.execute(requester, false, 'org-2');
    expect(allowed()).toEqual([]);
    await plans.setOptIn.execute(requester, true, 'org-2');
    expect(allowed()).toEqual(['org-1', 'org-2']);
  });

  it('deletes an asset, answers 404 for an unknown one, and is off where the tenant has no plan', async () => {
    const { container, ports, requester } = await startedPerson();
    const plans = plansOf(container);
    const asset = (await plans.createAsset.execute(requester, ira, null))._unsafeUnwrap();
    expect((await plans.deleteAsset.execute(requester, 'nope'))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    expect(
      (await plans.deleteAsset.execute(requester, asset.randId!))._unsafeUnwrap().assets,
    ).toEqual([]);
    ports.configurations.findById = async () => ({
      ...TENANT_CONFIGURATIONS.bequest,
      beneficiaryPlan: false,
    });
    expect((await plans.get.execute(requester))._unsafeUnwrapErr().code).toBe(
      'BENEFICIARY_PLAN.OFF',
    );
  });
});
