import { TRUST_SECTIONS, WILL_SECTIONS } from '../estate-plan-section';
import { TRUST_RESUME_PATHS, WILL_RESUME_PATHS } from '../resume-route';
import { COMBINED_TRUSTEES_EXECUTORS_QUESTION, trustFlow } from './combined-trust-flow';
import {
  flowGiftPortionPath,
  flowLastReachedPath,
  flowPathAfter,
  flowPathBefore,
  flowStep,
  TRUST_FLOW,
  WILL_FLOW,
} from './estate-plan-flows';

describe.each([
  [WILL_FLOW, WILL_RESUME_PATHS, WILL_SECTIONS],
  [TRUST_FLOW, TRUST_RESUME_PATHS, TRUST_SECTIONS],
] as const)('the $planType wizard', (flow, resumePaths, sections) => {
  it('has a step at every sub-path resume routing sends a person to (documents.md 2.3)', () => {
    const stepPaths = flow.steps.map((step) => step.path);
    for (const target of Object.values(resumePaths).filter((path) => path !== '/_last'))
      expect(stepPaths).toContain(target);
  });

  it('finishes its sections in their order', () => {
    const order = flow.steps.map((step) => (sections as readonly string[]).indexOf(step.section));
    expect(order.every((position) => position !== -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has nothing before the first step and the next-steps page after the review', () => {
    expect(flowPathBefore(flow, '/basics/personal/get-started')).toBeNull();
    expect(flowPathAfter(flow, '/review')).toBe(flow.nextStepsPath);
  });
});

describe('the will wizard', () => {
  it.each([
    ['/basics/personal/profile', '/will/nominees'],
    ['/provisions/no-contest', '/will/review'],
  ])('after %s comes %s', (path, next) => {
    expect(flowPathAfter(WILL_FLOW, path)).toBe(next);
  });

  it.each([
    ['STARTED', '/will/basics/personal/profile'],
    // No will step finishes SUCCESSOR: the next open step is the asset list.
    ['PETS', '/will/assets/options'],
    ['MINOR_CUSTODIANS', '/will/funeral-wishes'],
    ['REVIEW', '/will/review'],
  ] as const)('/_last after %s leads to %s', (section, path) => {
    expect(flowLastReachedPath(WILL_FLOW, section)).toBe(path);
  });
});

describe('the trust wizard', () => {
  it.each([
    // The effective map sends SUCCESSOR and MINOR_CUSTODIANS to /_last (DECISIONS.md).
    ['SUCCESSOR', '/rlt/nominees/trustees-and-executors/will-executors'],
    ['MINOR_CUSTODIANS', '/rlt/funeral-wishes'],
  ] as const)('/_last after %s leads to %s, the apparent intent', (section, path) => {
    expect(flowLastReachedPath(TRUST_FLOW, section)).toBe(path);
  });

  it('funds the trust before its specific gifts', () => {
    expect(flowPathAfter(TRUST_FLOW, '/property')).toBe('/rlt/property/specific-gifts/list');
  });
});

describe('a gift’s portion pages', () => {
  it('live under each flow’s gifts', () => {
    expect(flowGiftPortionPath(WILL_FLOW, 'my ring', 2)).toBe(
      '/will/gifts/specific-gifts/my%20ring/portions/2/beneficiaries',
    );
    expect(flowGiftPortionPath(TRUST_FLOW, 'cabin', 1)).toBe(
      '/rlt/property/specific-gifts/cabin/portions/1/beneficiaries',
    );
  });
});

describe('the trust wizard with combine_trustees_executors (ADR 0030)', () => {
  const combined = trustFlow({ combine_trustees_executors: true });

  it('is the usual trust wizard with the setting off', () => {
    expect(trustFlow({ combine_trustees_executors: false })).toBe(TRUST_FLOW);
    expect(TRUST_FLOW.trusteesAreExecutors).toBeUndefined();
  });

  it('asks once for both roles, finishing both sections, and skips the executors step', () => {
    expect(combined.trusteesAreExecutors).toBe(true);
    expect(combined.steps.map((step) => step.kind)).not.toContain('executors');
    // A plan begun before the setting changed resumes at the executors' step: it opens this one.
    expect(combined.movedPaths).toEqual({
      '/nominees/trustees-and-executors/will-executors':
        '/nominees/trustees-and-executors/successor-trustees',
    });
    const trustees = flowStep(combined, '/nominees/trustees-and-executors/successor-trustees');
    expect(trustees).toMatchObject({
      kind: 'successor-trustees',
      section: 'WILL_EXECUTORS',
      question: COMBINED_TRUSTEES_EXECUTORS_QUESTION,
    });
    expect(flowPathAfter(combined, '/nominees/trustees-and-executors/successor-trustees')).toBe(
      '/rlt/residual-distribution',
    );
    const order = combined.steps.map((step) =>
      (TRUST_SECTIONS as readonly string[]).indexOf(step.section),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(flowLastReachedPath(combined, 'PETS')).toBe(
      '/rlt/nominees/trustees-and-executors/successor-trustees',
    );
  });
});
