import { US_STATE_CODES, type UsStateCode } from '../reference/us-states';
import { ahcdExecution } from './ahcd-execution';
import { AHCD_EXECUTION_RULES } from './ahcd-execution-rules';
import { auditProblems, WITNESS_EXCLUSION_TEXT } from './statute-check';

const rows = Object.entries(AHCD_EXECUTION_RULES) as [
  UsStateCode,
  (typeof AHCD_EXECUTION_RULES)[UsStateCode],
][];
const parts = rows.flatMap(([state, rule]) => [
  [`${state} agent`, rule.agent] as const,
  [`${state} living will`, rule.livingWill] as const,
]);

const today = new Date().toISOString().slice(0, 10);

describe('healthcare directive execution rules as data (DECISIONS.md "Documents")', () => {
  it('covers the 50 states and DC', () => {
    expect(Object.keys(AHCD_EXECUTION_RULES).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it.each(parts)(
    '%s names its statute, the day it was read and its official https page',
    (_, part) => {
      expect(auditProblems(part, today)).toEqual([]);
    },
  );

  it.each(parts)('%s names only known witness exclusions, each once', (_, part) => {
    const known = Object.keys(WITNESS_EXCLUSION_TEXT);
    const { exclusions, oneWitnessExclusions = [] } = part.witnesses;
    expect([...exclusions, ...oneWitnessExclusions].every((e) => known.includes(e))).toBe(true);
    expect(new Set(exclusions).size).toBe(exclusions.length);
    expect(oneWitnessExclusions.filter((e) => exclusions.includes(e))).toEqual([]);
    expect([1, 2]).toContain(part.witnesses.count);
    expect([18, 19, 21]).toContain(part.witnesses.minimumAge);
  });

  it('names statutory forms and facility statements with a section and an https page', () => {
    for (const [, rule] of rows) {
      if (rule.statutoryForm) {
        expect(rule.statutoryForm.statute).toMatch(/\d/);
        expect(rule.statutoryForm.url).toMatch(/^https:\/\/\S+$/);
      }
      if (rule.facilityStatement) {
        expect(rule.facilityStatement.statute).toMatch(/\d/);
        expect(rule.facilityStatement.setting).not.toBe('');
        expect(rule.facilityStatement.who).not.toBe('');
      }
    }
  });
});

describe('the review findings (issue 19)', () => {
  it('Missouri: the living will needs two witnesses, the health care power a notary, so both', () => {
    const { agent, livingWill } = AHCD_EXECUTION_RULES.MO;
    expect(agent).toMatchObject({ formality: 'notary' });
    expect(agent.statute).toContain('404.705');
    expect(livingWill).toMatchObject({ formality: 'witnesses', witnesses: { count: 2 } });
    expect(livingWill.statute).toContain('459.015');
    expect(ahcdExecution('MO')).toMatchObject({
      formality: 'witnesses-and-notary',
      witnesses: { count: 2, exclusions: ['signer-for-the-person'] },
    });
  });

  it('Illinois: one witness for the health care power, two for the living will, so two', () => {
    expect(AHCD_EXECUTION_RULES.IL.agent.witnesses.count).toBe(1);
    expect(AHCD_EXECUTION_RULES.IL.agent.statute).toContain('45/4-5.1');
    expect(AHCD_EXECUTION_RULES.IL.agent.unverified).toContain('§ 4-5.1');
    expect(AHCD_EXECUTION_RULES.IL.livingWill.statute).toContain('35/3');
    expect(ahcdExecution('IL')).toMatchObject({ formality: 'witnesses', witnesses: { count: 2 } });
  });

  it('Oregon: its own statutory form, from the Oregon Health Authority', () => {
    expect(AHCD_EXECUTION_RULES.OR.statutoryForm).toEqual({
      statute: 'ORS 127.529',
      url: expect.stringMatching(/^https:\/\/www\.oregon\.gov\/oha\//),
    });
    expect(ahcdExecution('OR')).toMatchObject({
      formality: 'witnesses-or-notary',
      witnesses: { count: 2, exclusions: ['agent', 'health-care-provider'] },
    });
  });

  it('California: § 4674 exclusions, the one-witness declaration, the § 4675 advocate', () => {
    const { witnesses } = ahcdExecution('CA');
    expect(witnesses.exclusions).toEqual(
      expect.arrayContaining([
        'agent',
        'health-care-provider',
        'employee-of-health-care-provider',
        'operator-of-care-facility',
        'employee-of-care-facility',
      ]),
    );
    expect(witnesses.oneWitnessExclusions).toEqual(['relative', 'entitled-to-estate']);
    expect(AHCD_EXECUTION_RULES.CA.facilityStatement).toMatchObject({
      statute: 'Cal. Prob. Code § 4675',
      setting: 'a patient in a skilled nursing facility',
      who: expect.stringContaining('patient advocate or ombudsman'),
    });
  });
});

describe('facts verified in the audit', () => {
  it.each([
    ['NC', 'witnesses-and-notary', 2],
    ['WV', 'witnesses-and-notary', 2],
    ['SC', 'witnesses-and-notary', 2],
    ['UT', 'witnesses', 1],
    ['AZ', 'witnesses-or-notary', 1],
    ['NV', 'witnesses', 2],
    ['CO', 'witnesses-or-notary', 2],
    ['AR', 'witnesses-or-notary', 2],
    ['SD', 'witnesses', 2],
    ['FL', 'witnesses', 2],
    ['NY', 'witnesses', 2],
  ] as const)('%s: %s, %d witnesses', (state, formality, count) => {
    expect(ahcdExecution(state)).toMatchObject({ formality, witnesses: { count } });
  });

  it('Alabama and Nebraska witnesses are 19 or older', () => {
    expect(ahcdExecution('AL').witnesses.minimumAge).toBe(19);
    expect(ahcdExecution('NE').witnesses.minimumAge).toBe(19);
    expect(ahcdExecution('CA').witnesses.minimumAge).toBe(18);
  });

  it('Texas bars no one from both witness lines, only from one of them', () => {
    expect(ahcdExecution('TX').witnesses).toMatchObject({
      exclusions: [],
      oneWitnessExclusions: expect.arrayContaining(['agent', 'relative', 'entitled-to-estate']),
    });
  });

  it('DC executes the two parts under different sections', () => {
    expect(AHCD_EXECUTION_RULES.DC.agent.statute).toContain('21-2205');
    expect(AHCD_EXECUTION_RULES.DC.livingWill.statute).toContain('7-622');
    expect(ahcdExecution('DC').statute).toBe(
      `${AHCD_EXECUTION_RULES.DC.agent.statute}; ${AHCD_EXECUTION_RULES.DC.livingWill.statute}`,
    );
  });

  it('Vermont, South Carolina and Nevada add a statement for people in care facilities', () => {
    expect(AHCD_EXECUTION_RULES.VT.facilityStatement?.statute).toContain('9703');
    expect(AHCD_EXECUTION_RULES.SC.facilityStatement?.statute).toContain('44-77-40');
    expect(AHCD_EXECUTION_RULES.NV.facilityStatement?.statute).toContain('162A.790');
  });

  it('only Oregon names a statutory form', () => {
    expect(rows.filter(([, rule]) => rule.statutoryForm).map(([state]) => state)).toEqual(['OR']);
  });

  it('parts read at the official page carry no unverified note', () => {
    const verified = parts
      .filter(([, part]) => part.unverified === undefined)
      .map(([name]) => name);
    expect(verified).toEqual(
      expect.arrayContaining([
        'DC agent',
        'NE agent',
        'VT agent',
        'VT living will',
        'WV agent',
        'WI agent',
      ]),
    );
  });
});
