import { deepLinkedStep } from './deep-linked-step';
import { TRUST_FLOW, WILL_FLOW } from './estate-plan-flows';

const reviewed = { lastSectionCompleted: 'REVIEW' as const };

describe('a deep link into a wizard step (FW_RWU_DEEP_LINKING)', () => {
  it.each([
    ['a reviewed will, flag on', WILL_FLOW, reviewed, '/gifts', true, '/will/gifts'],
    ['a reviewed trust, flag on', TRUST_FLOW, reviewed, '/property', true, '/rlt/property'],
    ['the flag off', WILL_FLOW, reviewed, '/gifts', false, null],
    [
      'a plan not reviewed yet',
      WILL_FLOW,
      { lastSectionCompleted: 'PETS' as const },
      '/gifts',
      true,
      null,
    ],
    ['no plan', WILL_FLOW, null, '/gifts', true, null],
    ['a step the flow lacks', WILL_FLOW, reviewed, '/nowhere', true, null],
    ['no step named', WILL_FLOW, reviewed, null, true, null],
  ])('%s', (_, flow, plan, requested, flag, expected) => {
    expect(deepLinkedStep(flow, plan, requested, flag)).toBe(expected);
  });
});
