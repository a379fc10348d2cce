import { AhcdSchema } from '../ahcd/ahcd';
import { newDfpoa } from '../dfpoa/dfpoa';
import {
  ahcdSummary,
  dfpoaSummary,
  estatePlanSummary,
  isAhcdComplete,
} from '../documents/document-summaries';
import { EstatePlanSchema } from './estate-plan';
import { estatePlanSectionValidations } from './section-validations';

const executor = { fullName: { first: 'Ben', middle: '', last: 'Li' } };
const will = (fields: object = {}) =>
  EstatePlanSchema.parse({ randId: 'w1', planType: 'WILL', ...fields });

describe('section validations (documents.md 3.5)', () => {
  it('checks only completed sections', () => {
    expect(estatePlanSectionValidations(will({ lastSectionCompleted: 'STARTED' }), null)).toEqual(
      [],
    );
  });

  it('names each problem of the completed sections', () => {
    const plan = will({
      lastSectionCompleted: 'REVIEW',
      maritalStatus: 'MARRIED',
      residuaryBeneficiaries: [{ level: 'NUMBER_1', allocationPercent: 60 }],
    });
    expect(estatePlanSectionValidations(plan, null).map((v) => [v.section, v.message])).toEqual([
      ['BASIC_INFO', 'Please enter your state'],
      ['BASIC_INFO', 'Please enter the name of your spouse or partner'],
      ['RESIDUARY', 'The shares of your beneficiaries must add up to 100%'],
      ['WILL_EXECUTORS', 'Please name at least one executor'],
    ]);
  });

  it('a complete, consistent plan has none; a trust needs a successor trustee', () => {
    const fields = {
      lastSectionCompleted: 'REVIEW',
      residuaryBeneficiaries: [{ level: 'NUMBER_1', allocationPercent: 100 }],
      executors: [executor],
    };
    expect(estatePlanSectionValidations(will(fields), 'IL')).toEqual([]);
    const trust = EstatePlanSchema.parse({ randId: 't1', planType: 'RLT', ...fields });
    expect(estatePlanSectionValidations(trust, 'IL').map((v) => v.field)).toEqual([
      'successorTrustees',
    ]);
  });
});

describe('document summaries on the profile (platform-core.md 3, 4.4)', () => {
  const times = { updatedAt: '2026-11-23T10:00:00.000Z' };

  it('a will is complete after review and valid without problems', () => {
    const summary = estatePlanSummary(
      will({
        lastSectionCompleted: 'REVIEW',
        residuaryBeneficiaries: [{ level: 'NUMBER_1', allocationPercent: 100 }],
        executors: [executor],
      }),
      'IL',
      times,
    );
    expect(summary).toMatchObject({
      isComplete: true,
      isValid: true,
      path: '/will/review',
      progress: { progressSectionPosition: 15, totalProgressSections: 15 },
    });
    expect(estatePlanSummary(will({ lastSectionCompleted: 'PETS' }), 'IL', times)).toMatchObject({
      isComplete: false,
      path: '/will/assets/options',
    });
  });

  it('an AHCD is complete with its five sections; a DFPOA with FINISHED', () => {
    const flags = {
      isPersonalSectionComplete: true,
      isPhysicianSectionComplete: true,
      isAgentSectionComplete: true,
      isValuesSectionComplete: true,
      isWishesSectionComplete: false,
    };
    expect(isAhcdComplete(flags)).toBe(false);
    expect(isAhcdComplete({ ...flags, isWishesSectionComplete: true })).toBe(true);
    const ahcd = AhcdSchema.parse({ randId: 'a1', profileId: 'p1', ...flags });
    expect(ahcdSummary(ahcd, times)).toMatchObject({
      progress: { progressSectionPosition: 4, totalProgressSections: 5 },
      path: '/ahcd/end-of-life-wishes/life-prolongation-choice',
    });
    expect(
      dfpoaSummary(
        { ...newDfpoa('d1', 'p1'), lastSectionCompleted: 'FINISHED', isComplete: true },
        times,
      ),
    ).toMatchObject({
      isComplete: true,
      path: '/dfpoa/review',
      progress: { progressSectionPosition: 4, totalProgressSections: 4 },
    });
  });
});
