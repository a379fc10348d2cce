import { jointTrustPatch } from './joint-trust';
import { estatePlanResumePath } from './resume-route';
import { completeSection, isSectionCompleted, sectionsOf } from './sections';

describe('will and trust resume routing (documents.md 2.3)', () => {
  it.each([
    ['STARTED', '/basics/personal/profile'],
    ['BASIC_INFO', '/nominees'],
    ['CHILDREN', '/nominees/children-and-pets/pets'],
    ['PETS', '/assets/options'],
    ['ASSETS_CHOICE', '/assets/list'],
    ['ASSETS', '/assets/total'],
    ['ASSETS_TOTAL', '/residual-distribution'],
    ['RESIDUARY', '/gifts'],
    ['PROPERTY', '/funeral-wishes'],
    ['FUNERAL_WISHES', '/provisions/executors'],
    ['WILL_EXECUTORS', '/provisions/no-contest'],
    ['PROVISIONS', '/review'],
    ['REVIEW', '/review'],
    ['GIFTS', '/_last'],
    ['SUCCESSOR', '/_last'],
    ['MINOR_CUSTODIANS', '/_last'],
  ] as const)('will after %s → %s', (section, path) => {
    expect(estatePlanResumePath('WILL', '/will', { lastSectionCompleted: section })).toBe(
      `/will${path}`,
    );
  });

  it.each([
    ['STARTED', '/basics/personal/profile'],
    ['BASIC_INFO', '/nominees'],
    ['CHILDREN', '/nominees/children-and-pets/pets'],
    ['PETS', '/nominees/trustees-and-executors/successor-trustees'],
    ['WILL_EXECUTORS', '/residual-distribution'],
    ['RESIDUARY', '/property'],
    ['PROPERTY', '/custodians'],
    ['FUNERAL_WISHES', '/provisions'],
    ['PROVISIONS', '/review'],
    ['REVIEW', '/review'],
    ['GIFTS', '/_last'],
    ['ASSETS', '/_last'],
    ['ASSETS_CHOICE', '/_last'],
    ['ASSETS_TOTAL', '/_last'],
    ['SUCCESSOR', '/_last'],
    ['MINOR_CUSTODIANS', '/_last'],
  ] as const)('trust after %s → %s (the effective map)', (section, path) => {
    expect(estatePlanResumePath('RLT', '/rlt', { lastSectionCompleted: section })).toBe(
      `/rlt${path}`,
    );
  });

  it('goes to the base with no plan and to the start with no completed section', () => {
    expect(estatePlanResumePath('WILL', '/will', null)).toBe('/will');
    expect(estatePlanResumePath('RLT', '/rlt', { lastSectionCompleted: null })).toBe(
      '/rlt/basics/personal/get-started',
    );
  });
});

describe('estate-plan sections (documents.md 4.1)', () => {
  it('orders the will and trust sections', () => {
    expect(sectionsOf('WILL')).toEqual([
      'STARTED',
      'BASIC_INFO',
      'CHILDREN',
      'PETS',
      'SUCCESSOR',
      'ASSETS_CHOICE',
      'ASSETS',
      'ASSETS_TOTAL',
      'RESIDUARY',
      'PROPERTY',
      'MINOR_CUSTODIANS',
      'FUNERAL_WISHES',
      'WILL_EXECUTORS',
      'PROVISIONS',
      'REVIEW',
    ]);
    expect(sectionsOf('RLT')).toEqual([
      'STARTED',
      'BASIC_INFO',
      'CHILDREN',
      'PETS',
      'SUCCESSOR',
      'WILL_EXECUTORS',
      'RESIDUARY',
      'PROPERTY',
      'MINOR_CUSTODIANS',
      'FUNERAL_WISHES',
      'PROVISIONS',
      'REVIEW',
    ]);
  });

  it.each([
    ['WILL', 'PETS', 'CHILDREN', true],
    ['WILL', 'PETS', 'PETS', true],
    ['WILL', 'PETS', 'SUCCESSOR', false],
    ['RLT', 'WILL_EXECUTORS', 'SUCCESSOR', true],
    ['WILL', 'WILL_EXECUTORS', 'SUCCESSOR', true],
    ['RLT', 'REVIEW', 'ASSETS', false],
    ['WILL', null, 'STARTED', false],
  ] as const)('%s at %s: %s completed %s', (planType, last, section, completed) => {
    expect(isSectionCompleted(planType, last, section)).toBe(completed);
  });

  it('only moves forward, and flags a change after download', () => {
    const plan = {
      planType: 'WILL' as const,
      lastSectionCompleted: 'ASSETS' as const,
      isDownloaded: false,
    };
    expect(completeSection(plan, 'RESIDUARY').lastSectionCompleted).toBe('RESIDUARY');
    expect(completeSection(plan, 'PETS').lastSectionCompleted).toBe('ASSETS');
    expect(
      completeSection({ ...plan, lastSectionCompleted: null }, 'STARTED').lastSectionCompleted,
    ).toBe('STARTED');
    expect(completeSection({ ...plan, isDownloaded: true }, 'REVIEW')).toEqual({
      lastSectionCompleted: 'REVIEW',
      completedAfterDownload: true,
    });
  });

  it('creates a joint trust with the spouse name (platform-core.md 3)', () => {
    const name = { first: 'Ana', middle: '', last: 'Reyes' };
    expect(jointTrustPatch('MARRIED', name)).toEqual({
      planType: 'RLT',
      isJoint: true,
      lastSectionCompleted: 'STARTED',
      maritalStatus: 'MARRIED',
      spouse: { fullName: name },
    });
  });
});
