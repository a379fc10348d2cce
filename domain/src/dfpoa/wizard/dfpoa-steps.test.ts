import { DfpoaSchema, type Dfpoa } from '../dfpoa';
import { dfpoaSigningSteps } from './dfpoa-signing-steps';
import {
  dfpoaAnswerForm,
  dfpoaAnswerSchema,
  dfpoaChanges,
  dfpoaMarginChoices,
} from './dfpoa-answer-forms';
import {
  DFPOA_STEPS,
  dfpoaGroupStart,
  dfpoaPathAfter,
  dfpoaPathBefore,
  dfpoaPowersFor,
  dfpoaSectionCompletedBy,
  dfpoaStepAt,
  dfpoaStepsFor,
} from './dfpoa-steps';

const dfpoa = (answers: Partial<Dfpoa> = {}) =>
  DfpoaSchema.parse({ randId: 'd', profileId: 'p', ...answers });
const codes = (document: Dfpoa, state: string) =>
  dfpoaStepsFor(document, state).map((step) => step.code);

describe('the power of attorney steps (documents.md 2.5)', () => {
  it('has sections 1A-5C in order, 3R absent', () => {
    const all = DFPOA_STEPS.map((step) => step.code);
    expect(all).toEqual([...all].sort());
    const sections = new Set(DFPOA_STEPS.flatMap((step) => [step.code, ...(step.covers ?? [])]));
    expect(sections).not.toContain('3R');
    expect([...sections].filter((code) => code.startsWith('3'))).toHaveLength(22);
  });

  it('asks the powers as one list, as the states’ forms print them (issue 21)', () => {
    const powerPages = DFPOA_STEPS.filter((step) => step.completes === 'POWERS_SECTION_COMPLETE');
    expect(powerPages.map((step) => step.code)).toEqual(['3A', '3T', '3U', '3V', '3X']);
    expect(dfpoaStepAt(dfpoa(), 'CA', '/dfpoa/power/3F')?.path).toBe('/dfpoa/power/3A');
    expect(dfpoaStepAt(dfpoa(), 'CA', '/dfpoa/power/3T')?.path).toBe('/dfpoa/power/3T');
    expect(dfpoaStepAt(dfpoa(), 'CA', '/dfpoa/power/3Z')).toBeUndefined();
  });

  it('applies South Carolina’s rules: witnesses, no monitor, no health care bills', () => {
    const shown = codes(dfpoa(), 'SC');
    expect(shown).toContain('5A');
    expect(shown).not.toContain('2F');
    expect(dfpoaPowersFor('SC').map((power) => power.section)).not.toContain('3O');
    expect(shown).not.toContain('3X');
    expect(
      codes(dfpoa({ commonAgentPowers: { has_real_estate_management_power: true } }), 'SC'),
    ).toContain('3X');
  });

  it('asks New York about a monitor and health care bills, and Illinois about no co-agent', () => {
    expect(codes(dfpoa(), 'NY')).toContain('2F');
    expect(dfpoaPowersFor('NY').map((power) => power.section)).toContain('3O');
    expect(codes(dfpoa(), 'IL')).not.toContain('2B');
    expect(codes(dfpoa(), 'CA')).not.toContain('5A');
  });

  it('asks follow-up questions only after the answer that calls for them', () => {
    expect(codes(dfpoa(), 'CA')).not.toContain('2C');
    expect(codes(dfpoa({ hasCoagent: true }), 'CA')).toContain('2C');
    expect(codes(dfpoa(), 'CA')).not.toContain('2E');
    expect(codes(dfpoa({ giftRecipientType: 'SPECIFIC' }), 'CA')).toEqual(
      expect.arrayContaining(['3U', '3V']),
    );
  });

  it('moves through the shown steps and completes each section on its last', () => {
    const document = dfpoa();
    expect(dfpoaPathAfter(document, 'SC', '/dfpoa/agent/2E')).toBe('/dfpoa/agent/2G');
    expect(dfpoaPathBefore(document, 'SC', '/dfpoa/personal/1A')).toBe('/dfpoa/tutorial');
    expect(dfpoaPathAfter(document, 'SC', '/dfpoa/other/5A')).toBe('/dfpoa/review/final');
    expect(dfpoaGroupStart(document, 'SC', 'POWERS_SECTION_COMPLETE')).toBe('/dfpoa/power/3A');
    const completed = dfpoaStepsFor(document, 'SC').flatMap(
      (step) => dfpoaSectionCompletedBy(document, 'SC', step.path) ?? [],
    );
    expect(completed).toEqual([
      'PERSONAL_SECTION_COMPLETE',
      'AGENT_SECTION_COMPLETE',
      'POWERS_SECTION_COMPLETE',
      'FINISHED',
    ]);
  });

  it('offers South Carolina’s 3-inch recording margin or more', () => {
    expect(dfpoaMarginChoices('SC')).toEqual([3, 4]);
    expect(dfpoaMarginChoices('CA')).toEqual([1, 2]);
  });
});

describe('the answers', () => {
  const person = { first: 'Grace', middle: '', last: 'Okafor', relationship: 'sister', phone: '' };
  const question = (code: string) => DFPOA_STEPS.find((step) => step.code === code)!.question;
  const roundTrip = (code: string, typed: Record<string, unknown>, before = dfpoa()) => {
    const parsed = dfpoaAnswerSchema(question(code)).parse(typed);
    const changes = dfpoaChanges(question(code), parsed, before, 'CA');
    const after = DfpoaSchema.parse({ ...before, ...changes });
    return { after, form: dfpoaAnswerForm(question(code), after) };
  };

  it.each<[string, Record<string, unknown>]>([
    ['2A', { person }],
    ['2B', { appoint: 'yes', person }],
    ['2G', { answer: 'no' }],
    ['3A', { powers: ['has_real_property_power', 'has_banking_power'] }],
    ['2H', { answer: 'SPECIFIC_AMOUNT', amount: '$500 a month' }],
    ['3U', { answer: [{ name: 'Ada Okafor' }] }],
    ['3X', { answer: '3' }],
  ])('saves %s and shows it again as typed', (code, typed) => {
    expect(roundTrip(code, typed).form).toEqual(typed);
  });

  it('answers each power the state offers, and keeps the others as they were', () => {
    const before = dfpoa({ commonAgentPowers: { has_healthcare_bills_power: true } });
    const { after } = roundTrip('3A', { powers: ['has_tax_power'] }, before);
    expect(after.commonAgentPowers).toEqual({
      ...Object.fromEntries(dfpoaPowersFor('CA').map(({ power }) => [power, false])),
      has_tax_power: true,
      has_healthcare_bills_power: true,
    });
  });

  it('names what is missing', () => {
    const messages = (code: string, typed: Record<string, unknown>) => {
      const parsed = dfpoaAnswerSchema(question(code)).safeParse(typed);
      return parsed.success
        ? {}
        : Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          );
    };
    const blank = { ...person, first: '', last: '' };
    expect(messages('2B', { appoint: 'yes', person: blank })).toEqual({
      'person.first': 'Please enter their legal first name',
      'person.last': 'Please enter their legal last name',
    });
    expect(messages('2B', { appoint: 'no', person: blank })).toEqual({});
    expect(messages('3A', { powers: [] })).toEqual({
      powers: 'Please choose at least one power for your agent',
    });
    expect(messages('2H', { answer: 'SPECIFIC_AMOUNT', amount: '' })).toEqual({
      amount: 'Please enter the amount',
    });
    expect(messages('4A', { answer: null })).toEqual({
      answer: 'Please select a response to continue.',
    });
  });

  it('asks nothing on the witness step', () => {
    expect(dfpoaAnswerForm(question('5A'), dfpoa())).toEqual({});
    expect(dfpoaChanges(question('5A'), {}, dfpoa(), 'SC')).toEqual({});
  });
});

describe('signing the power of attorney', () => {
  it('follows the state’s rule', () => {
    const carolina = dfpoaSigningSteps('SC');
    expect(carolina[1]).toBe(
      'In South Carolina, sign it in front of a notary and 2 adult witnesses; the notary completes the acknowledgment.',
    );
    expect(carolina.join(' ')).toContain('3-inch top margin');
    expect(dfpoaSigningSteps('CA')[1]).toBe(
      'In California, sign it in front of a notary; the notary completes the acknowledgment.',
    );
    expect(dfpoaSigningSteps('AZ')[1]).toContain('one adult witness');
  });

  it('asks for the signatures the state’s required notices carry (issue 18)', () => {
    const pennsylvania = dfpoaSigningSteps('PA');
    expect(pennsylvania).toContain(
      'Sign and date the notice at the beginning too (20 Pa.C.S. § 5601(c)): Pennsylvania law asks for your signature on it.',
    );
    expect(pennsylvania).toContain(
      'Before acting for you, each agent you named signs their own acknowledgment at the end (20 Pa.C.S. § 5601(d)).',
    );
    expect(dfpoaSigningSteps('CA').join(' ')).toContain('each agent you named signs');
    expect(dfpoaSigningSteps('TX').join(' ')).not.toContain('acknowledgment at the end');
  });
});
