import { willSigningSteps } from '../estate-plan/wizard/will-signing-steps';
import { US_STATE_CODES, type UsStateCode } from '../reference/us-states';
import { auditProblems, WITNESS_EXCLUSION_TEXT } from './statute-check';
import {
  jurisdictionName,
  WILL_EXECUTION_RULES,
  type WillExecutionRule,
} from './will-execution-rules';

const rows = Object.entries(WILL_EXECUTION_RULES) as [UsStateCode, WillExecutionRule][];

/** A real calendar day, written YYYY-MM-DD, no later than today. */
const today = new Date().toISOString().slice(0, 10);

const statesWhere = (test: (rule: WillExecutionRule) => boolean): UsStateCode[] =>
  rows.filter(([, rule]) => test(rule)).map(([state]) => state);

describe('will execution rules as data (DECISIONS.md "Documents"; issue 19)', () => {
  it('covers the 50 states and DC', () => {
    expect(Object.keys(WILL_EXECUTION_RULES).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it.each(rows)(
    '%s cites its sections, the day they were read and an official https page',
    (_, rule) => {
      expect(auditProblems(rule, today)).toEqual([]);
      expect(rule.witnesses).toMatchObject({ count: 2, minimumAge: 18 });
      for (const form of [rule.holographic, rule.electronicWill])
        if (form.valid) expect(form.statute).toMatch(/\d/);
    },
  );

  it.each(rows)(
    '%s either is confirmed at its source or says what is open, and where it was read instead',
    (_, rule) => {
      if (rule.readAt !== undefined) expect(rule.unverified).toBeDefined();
    },
  );

  it('only DC and Wisconsin were read at their official pages (docs/legal/will-execution.md)', () => {
    expect(statesWhere((rule) => rule.unverified === undefined)).toEqual(['DC', 'WI']);
    expect(statesWhere((rule) => rule.readAt !== undefined).sort()).toEqual(
      ['AZ', 'FL', 'MA', 'MI', 'PA', 'TX'].sort(),
    );
  });

  it.each([
    ['IL', 'State of Illinois'],
    ['VA', 'Commonwealth of Virginia'],
    ['DC', 'District of Columbia'],
    ['TX', 'State of Texas'],
  ] as const)('%s is "%s"', (state, name) => {
    expect(jurisdictionName(state)).toBe(name);
  });
});

describe('the review findings (docs/legal/will-execution.md, "Rows changed")', () => {
  it.each([
    ['VT', 'AFFIDAVIT', '§ 108'],
    ['WI', 'AFFIDAVIT', '§ 853.04'],
    ['OR', 'WITNESS_AFFIDAVIT', '§ 113.055'],
    ['CA', 'ATTESTATION_CLAUSE', '§ 8220(b)'],
    ['LA', 'ATTESTATION_CLAUSE', 'art. 2891'],
  ] as const)('%s is proved by %s under %s', (state, selfProof, section) => {
    expect(WILL_EXECUTION_RULES[state].selfProof).toBe(selfProof);
    expect(WILL_EXECUTION_RULES[state].statute).toContain(section);
  });

  it('Massachusetts voids a gift to a witness or the witness’s spouse (c. 190B § 2-505(b), 2026-11-25)', () => {
    expect(WILL_EXECUTION_RULES.MA.statute).toContain('interested witness § 2-505(b)');
    expect(WILL_EXECUTION_RULES.MA.witnesses.exclusions).toEqual([
      'beneficiary',
      'spouse-of-beneficiary',
    ]);
  });

  it('Louisiana’s notarial testament needs a notary and follows art. 1576 as revised in 2025', () => {
    expect(WILL_EXECUTION_RULES.LA.notaryRequired).toBe(true);
    expect(WILL_EXECUTION_RULES.LA.statute).toContain('art. 1576');
    expect(WILL_EXECUTION_RULES.LA.statute).not.toContain('1577');
    expect(statesWhere((rule) => rule.notaryRequired)).toEqual(['LA']);
  });
});

describe('facts verified in the re-audit', () => {
  it('the witnesses’ own affidavit stands in for their testimony in these states', () => {
    expect(statesWhere((rule) => rule.selfProof === 'WITNESS_AFFIDAVIT').sort()).toEqual(
      ['AR', 'CT', 'MS', 'NV', 'NY', 'OR', 'RI', 'TN', 'WA', 'WV'].sort(),
    );
  });

  it('only DC, Maryland and Ohio have no way for a paper will to prove itself', () => {
    expect(statesWhere((rule) => rule.selfProof === 'NONE').sort()).toEqual(['DC', 'MD', 'OH']);
  });

  it.each(['CA', 'TX', 'NC', 'VA', 'WV', 'PA', 'NJ', 'LA', 'KY'] as const)(
    '%s accepts a holographic will',
    (state) => expect(WILL_EXECUTION_RULES[state].holographic.valid).toBe(true),
  );

  it.each(['NY', 'FL', 'MD', 'OH', 'WI', 'GA'] as const)(
    '%s does not accept a holographic will',
    (state) => expect(WILL_EXECUTION_RULES[state].holographic.valid).toBe(false),
  );

  it('electronic wills are valid exactly where a statute says so', () => {
    expect(statesWhere((rule) => rule.electronicWill.valid).sort()).toEqual(
      ['AZ', 'CO', 'DC', 'FL', 'IL', 'IN', 'MD', 'MN', 'ND', 'NV', 'UT', 'WA'].sort(),
    );
    expect(WILL_EXECUTION_RULES.NV.electronicWill).toEqual({
      valid: true,
      statute: 'NRS § 133.085',
    });
    expect(WILL_EXECUTION_RULES.IN.electronicWill).toEqual({
      valid: true,
      statute: 'Ind. Code § 29-1-21',
    });
    expect(WILL_EXECUTION_RULES.FL.electronicWill).toEqual({
      valid: true,
      statute: 'Fla. Stat. § 732.522',
    });
  });

  it('Florida alone voids no-contest clauses; Indiana enforces them since 2018 (§ 29-1-6-2)', () => {
    expect(statesWhere((rule) => !rule.noContestEnforceable)).toEqual(['FL']);
    expect(WILL_EXECUTION_RULES.IN.statute).toContain('no-contest § 29-1-6-2');
  });

  it.each([
    ['WI', ['beneficiary', 'spouse-of-beneficiary']],
    ['LA', ['beneficiary', 'spouse-of-beneficiary']],
    ['NC', ['beneficiary', 'spouse-of-beneficiary']],
    ['GA', ['beneficiary']],
    ['NY', ['beneficiary']],
    ['MA', ['beneficiary', 'spouse-of-beneficiary']],
    ['OR', []],
    ['VA', []],
    ['DE', []],
  ] as const)('%s excludes as witnesses: %j', (state, exclusions) => {
    expect(WILL_EXECUTION_RULES[state].witnesses.exclusions).toEqual(exclusions);
  });

  it('descendants wording and jurisdiction style are unchanged drafting choices', () => {
    expect(WILL_EXECUTION_RULES.CA.descendantsWording).toBe('by right of representation');
    expect(WILL_EXECUTION_RULES.NY.descendantsWording).toBe('per stirpes');
    expect(statesWhere((rule) => rule.jurisdictionStyle === 'Commonwealth').sort()).toEqual([
      'KY',
      'MA',
      'PA',
      'VA',
    ]);
  });
});

describe('the signing guide agrees with the table', () => {
  it.each(rows)('%s', (state, rule) => {
    const steps = willSigningSteps(state).join(' ');
    expect(steps.includes('no self-proving affidavit')).toBe(rule.selfProof === 'NONE');
    expect(steps).not.toContain('does not use a self-proving affidavit');
    for (const who of rule.witnesses.exclusions)
      expect(steps).toContain(WITNESS_EXCLUSION_TEXT[who]);
    if (rule.witnesses.exclusions.length === 0)
      expect(steps).toContain('choose witnesses who receive nothing under your will');
  });

  it('tells an Oregonian the witnesses may sign their affidavit later', () => {
    expect(willSigningSteps('OR').join(' ')).toContain(
      'each witness may sign the attached affidavit in front of a notary. In Oregon it lets the court accept your will without calling your witnesses. They can also sign it later.',
    );
  });

  it('names the District of Columbia as a place, at the start of a sentence too', () => {
    const steps = willSigningSteps('DC').join(' ');
    expect(steps).toContain('In the District of Columbia they must watch you sign');
    expect(steps).toContain(
      'The District of Columbia has no self-proving affidavit for a paper will',
    );
  });

  it('tells a Wisconsinite who may not witness, in the shared words', () => {
    expect(willSigningSteps('WI')).toContain(
      'A witness may not be someone who receives something under the document or the spouse of someone who receives something under the document.',
    );
  });
});
