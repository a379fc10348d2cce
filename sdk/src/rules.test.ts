import * as app from './app';
import * as rules from './rules';
import { documentConsistencyFindings } from './rules';

describe('@bequest/sdk/rules: plan consistency (issue 29)', () => {
  it('checks a will as the API sends it against the beneficiary plan, offline', () => {
    const will = {
      randId: 'w1',
      planType: 'WILL',
      spouse: { fullName: { first: 'Sam', middle: '', last: 'Li' } },
      residuaryBeneficiaries: [{ level: 'NUMBER_1', name: 'Ana Li', allocationPercent: 100 }],
    };
    const beneficiaryPlan = {
      assets: [
        {
          randId: 'a1',
          assetType: 'IRA' as const,
          retirementSubType: null,
          description: null,
          financialInstitution: 'VANGUARD' as const,
          financialInstitutionOther: null,
          nickname: null,
          owner: 'SELF' as const,
          beneficiaries: [
            {
              randId: 'b1',
              level: 'PRIMARY' as const,
              allocationPercent: 100,
              type: null,
              contact: { name: 'Sam Li' },
              charitableGift: null,
            },
          ],
        },
      ],
    };
    const findings = documentConsistencyFindings(will, beneficiaryPlan, {
      maritalStatus: 'SINGLE',
    });
    expect(findings.map(({ kind, fix }) => ({ kind, fix }))).toEqual([
      {
        kind: 'former-spouse-designated',
        fix: expect.stringContaining('Change the beneficiaries of your IRA at Vanguard'),
      },
    ]);
    expect(
      documentConsistencyFindings({ planType: 'AHCD' }, beneficiaryPlan, {
        maritalStatus: 'SINGLE',
      }),
    ).toEqual([]);
  });

  it('is exported from the rules entry and the app entry', () => {
    expect(typeof rules.planConsistencyFindings).toBe('function');
    expect(typeof rules.PLAN_CONSISTENCY_COPY).toBe('object');
    expect(typeof app.planConsistencyFindings).toBe('function');
    expect(typeof app.documentConsistencyFindings).toBe('function');
  });
});
