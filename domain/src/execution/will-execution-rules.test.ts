import { US_STATE_CODES } from '../reference/us-states';
import { jurisdictionName, WILL_EXECUTION_RULES } from './will-execution-rules';

describe('will execution rules as data (DECISIONS.md "Documents")', () => {
  it('covers the 50 states and DC, each citing its statute', () => {
    expect(Object.keys(WILL_EXECUTION_RULES).sort()).toEqual([...US_STATE_CODES].sort());
    for (const rule of Object.values(WILL_EXECUTION_RULES))
      expect(rule.statute).toMatch(/^[A-Z0-9][^:]*\d/);
  });

  it.each([
    ['IL', 'State of Illinois', 'ATTESTATION_CLAUSE'],
    ['VA', 'Commonwealth of Virginia', 'AFFIDAVIT'],
    ['DC', 'District of Columbia', 'NONE'],
    ['TX', 'State of Texas', 'AFFIDAVIT'],
  ] as const)('%s is "%s", proved by %s', (state, name, selfProof) => {
    expect(jurisdictionName(state)).toBe(name);
    expect(WILL_EXECUTION_RULES[state].selfProof).toBe(selfProof);
  });

  it('Louisiana needs a notary; California words shares by right of representation', () => {
    expect(WILL_EXECUTION_RULES.LA.notaryRequired).toBe(true);
    expect(WILL_EXECUTION_RULES.CA.descendantsWording).toBe('by right of representation');
    expect(WILL_EXECUTION_RULES.NY.descendantsWording).toBe('per stirpes');
    expect(WILL_EXECUTION_RULES.FL.noContestEnforceable).toBe(false);
    expect(WILL_EXECUTION_RULES.IN.noContestEnforceable).toBe(false);
    expect(WILL_EXECUTION_RULES.CA.noContestEnforceable).toBe(true);
  });
});
