import { US_STATE_CODES } from '../reference/us-states';
import { jurisdictionName, WILL_EXECUTION_RULES } from './will-execution-rules';

describe('will execution rules as data (DECISIONS.md "Documents")', () => {
  it('covers the 50 states and DC, each citing its statute', () => {
    expect(Object.keys(WILL_EXECUTION_RULES).sort()).toEqual([...US_STATE_CODES].sort());
    for (const rule of Object.values(WILL_EXECUTION_RULES))
      expect(rule.statute).toMatch(/^[A-Z0-9][^:]*\d/);
  });

  it.each([
    ['IL', 'State of Illinois', false],
    ['VA', 'Commonwealth of Virginia', true],
    ['DC', 'District of Columbia', false],
    ['TX', 'State of Texas', true],
  ] as const)('%s is "%s", self-proving affidavit %s', (state, name, affidavit) => {
    expect(jurisdictionName(state)).toBe(name);
    expect(WILL_EXECUTION_RULES[state].selfProvingAffidavit).toBe(affidavit);
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
