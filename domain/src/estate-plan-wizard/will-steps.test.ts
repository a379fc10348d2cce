import { WILL_RESUME_PATHS } from '../estate-plan/resume-route';
import { WILL_SECTIONS } from '../estate-plan/estate-plan-section';
import { willLastReachedPath, willPathAfter, willPathBefore, WILL_STEPS } from './will-steps';

describe('the will wizard steps', () => {
  it('has a step at every sub-path resume routing sends a person to (documents.md 2.3)', () => {
    const stepPaths = WILL_STEPS.map((step) => step.path as string);
    const resumeTargets = Object.values(WILL_RESUME_PATHS).filter((path) => path !== '/_last');
    for (const target of resumeTargets) expect(stepPaths).toContain(target);
  });

  it('finishes the will sections in their order', () => {
    const order = WILL_STEPS.map((step) => WILL_SECTIONS.indexOf(step.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each([
    ['/basics/personal/profile', '/will/nominees'],
    ['/provisions/no-contest', '/will/review'],
    ['/review', '/will/final/download'],
  ])('after %s comes %s', (path, next) => {
    expect(willPathAfter(path)).toBe(next);
  });

  it('has nothing before the first step', () => {
    expect(willPathBefore('/basics/personal/get-started')).toBeNull();
    expect(willPathBefore('/nominees')).toBe('/will/basics/personal/profile');
  });

  it.each([
    ['STARTED', '/will/basics/personal/profile'],
    // No step finishes SUCCESSOR in a will: the next open step is the asset list.
    ['PETS', '/will/assets/options'],
    ['MINOR_CUSTODIANS', '/will/funeral-wishes'],
    ['REVIEW', '/will/review'],
  ] as const)('/_last after %s leads to %s', (section, path) => {
    expect(willLastReachedPath(section)).toBe(path);
  });
});
