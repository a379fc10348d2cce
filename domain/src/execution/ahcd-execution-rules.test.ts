import { US_STATE_CODES } from '../reference/us-states';
import { AHCD_EXECUTION_RULES } from './ahcd-execution-rules';

describe('healthcare directive execution rules as data (DECISIONS.md "Documents")', () => {
  it('covers the 50 states and DC, each citing its statute', () => {
    expect(Object.keys(AHCD_EXECUTION_RULES).sort()).toEqual([...US_STATE_CODES].sort());
    for (const rule of Object.values(AHCD_EXECUTION_RULES))
      expect(rule.statute).toMatch(/^[A-Z0-9][^:]*\d/);
  });

  it.each([
    ['CA', 'witnesses-or-notary', 2],
    ['UT', 'witnesses', 1],
    ['IL', 'witnesses', 1],
    ['NC', 'witnesses-and-notary', 2],
    ['MO', 'notary', 2],
    ['FL', 'witnesses', 2],
  ] as const)('%s: %s, %d witnesses', (state, formality, count) => {
    expect(AHCD_EXECUTION_RULES[state]).toMatchObject({ formality, witnesses: count });
  });
});
