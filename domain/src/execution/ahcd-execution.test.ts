import { US_STATE_CODES } from '../reference/us-states';
import { ahcdSigningSteps } from '../ahcd/wizard/ahcd-signing-steps';
import { ahcdExecution, combineAhcdParts } from './ahcd-execution';
import {
  AHCD_EXECUTION_RULES,
  type AhcdFormality,
  type AhcdPartRule,
} from './ahcd-execution-rules';

const part = (
  formality: AhcdFormality,
  witnesses: Partial<AhcdPartRule['witnesses']> = {},
  statute = `§ ${formality}`,
): AhcdPartRule => ({
  statute,
  checkedOn: '2026-11-25',
  source: 'https://example.gov/',
  formality,
  witnesses: { count: 2, minimumAge: 18, exclusions: [], ...witnesses },
});

describe('combineAhcdParts: the formality that satisfies both parts', () => {
  it.each([
    ['witnesses', 'witnesses', 'witnesses'],
    ['witnesses', 'witnesses-or-notary', 'witnesses'],
    ['witnesses', 'witnesses-and-notary', 'witnesses-and-notary'],
    ['witnesses', 'notary', 'witnesses-and-notary'],
    ['witnesses-or-notary', 'witnesses-or-notary', 'witnesses-or-notary'],
    ['witnesses-or-notary', 'witnesses-and-notary', 'witnesses-and-notary'],
    ['witnesses-or-notary', 'notary', 'notary'],
    ['witnesses-and-notary', 'witnesses-and-notary', 'witnesses-and-notary'],
    ['witnesses-and-notary', 'notary', 'witnesses-and-notary'],
    ['notary', 'notary', 'notary'],
  ] as const)('%s + %s → %s, in either order', (a, b, combined) => {
    expect(combineAhcdParts(part(a), part(b)).formality).toBe(combined);
    expect(combineAhcdParts(part(b), part(a)).formality).toBe(combined);
  });

  it('covers every pair of formalities', () => {
    const all: AhcdFormality[] = [
      'witnesses',
      'witnesses-or-notary',
      'witnesses-and-notary',
      'notary',
    ];
    for (const a of all)
      for (const b of all) expect(all).toContain(combineAhcdParts(part(a), part(b)).formality);
  });
});

describe('combineAhcdParts: the witnesses', () => {
  it('takes the larger count and the higher minimum age', () => {
    const combined = combineAhcdParts(
      part('witnesses', { count: 1, minimumAge: 19 }),
      part('witnesses-or-notary', { count: 2, minimumAge: 18 }),
    );
    expect(combined.witnesses).toMatchObject({ count: 2, minimumAge: 19 });
  });

  it('bars everyone either part bars, once', () => {
    const combined = combineAhcdParts(
      part('witnesses', { exclusions: ['agent', 'relative'] }),
      part('witnesses', { exclusions: ['relative', 'signer-for-the-person'] }),
    );
    expect(combined.witnesses.exclusions).toEqual(['agent', 'relative', 'signer-for-the-person']);
    expect(combined.witnesses).not.toHaveProperty('oneWitnessExclusions');
  });

  it('keeps "at least one witness" rules, less whom every witness is already barred from being', () => {
    const combined = combineAhcdParts(
      part('witnesses', { exclusions: ['relative'], oneWitnessExclusions: ['spouse'] }),
      part('witnesses', { oneWitnessExclusions: ['relative', 'entitled-to-estate'] }),
    );
    expect(combined.witnesses.exclusions).toEqual(['relative']);
    expect(combined.witnesses.oneWitnessExclusions).toEqual(['spouse', 'entitled-to-estate']);
  });

  it('takes no witness rule from a part a notary alone acknowledges', () => {
    const combined = combineAhcdParts(
      part('notary', { count: 2, minimumAge: 21, exclusions: ['notary'] }),
      part('witnesses', { count: 1, exclusions: ['agent'] }),
    );
    expect(combined).toMatchObject({
      formality: 'witnesses-and-notary',
      witnesses: { count: 1, minimumAge: 18, exclusions: ['agent'] },
    });
  });

  it('keeps the witness fields when both parts are notary-only', () => {
    const combined = combineAhcdParts(part('notary', { count: 1 }), part('notary', { count: 1 }));
    expect(combined).toMatchObject({ formality: 'notary', witnesses: { count: 1 } });
  });
});

describe('combineAhcdParts: the statute', () => {
  it('names one statute once and two statutes in order', () => {
    expect(
      combineAhcdParts(part('witnesses', {}, 'A § 1'), part('witnesses', {}, 'A § 1')).statute,
    ).toBe('A § 1');
    expect(
      combineAhcdParts(part('witnesses', {}, 'A § 1'), part('notary', {}, 'B § 2')).statute,
    ).toBe('A § 1; B § 2');
  });
});

describe('ahcdExecution', () => {
  it.each(US_STATE_CODES)('%s combines its two parts', (state) => {
    const rule = AHCD_EXECUTION_RULES[state];
    expect(ahcdExecution(state)).toEqual(combineAhcdParts(rule.agent, rule.livingWill));
    expect([1, 2]).toContain(ahcdExecution(state).witnesses.count);
  });
});

describe('ahcdSigningSteps reads ahcdExecution', () => {
  it('says who signs, who may not witness, and the state’s own rules', () => {
    expect(ahcdSigningSteps('MO').slice(1, 3)).toEqual([
      'In Missouri, sign it in front of 2 adult witnesses and a notary.',
      'A witness may not be: the person who signs the document for you at your direction.',
    ]);
    expect(ahcdSigningSteps('UT')[2]).toMatch(
      /^The witness may not be: an agent named in the document; /,
    );
    expect(ahcdSigningSteps('AL')[1]).toBe(
      'In Alabama, sign it in front of 2 witnesses aged 19 or older; they sign after you.',
    );
    expect(ahcdSigningSteps('CA')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^If you use witnesses, a witness may not be: an agent named/),
        'At least one of your witnesses may not be: related to you by blood, marriage or adoption; or entitled to any part of your estate by will or by law.',
        expect.stringMatching(
          /^If you are a patient in a skilled nursing facility when you sign, you also need a patient advocate or ombudsman .*\(Cal\. Prob\. Code § 4675\)\.$/,
        ),
      ]),
    );
    expect(ahcdSigningSteps('OR')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('its own advance directive form (ORS 127.529)'),
      ]),
    );
    expect(ahcdSigningSteps('MT')[2]).toBe(
      'Montana law does not bar anyone in particular from being a witness, but it is safest not to ask your agents or anyone who would inherit from you.',
    );
    expect(ahcdSigningSteps('IL').at(-2)).toBe(
      'These rules come from 755 ILCS 45/4-5.1, 4-10(b); 755 ILCS 35/3.',
    );
  });
});

describe('ahcdSigningSteps for other combinations', () => {
  it('names only the "at least one" rule where no witness is barred outright (Texas)', () => {
    expect(ahcdSigningSteps('TX')[2]).toMatch(
      /^At least one of your witnesses may not be: an agent named in the document; /,
    );
  });

  it('gives no witness steps for a directive a notary alone acknowledges', () => {
    jest.isolateModules(() => {
      jest.doMock('./ahcd-execution', () => ({
        ahcdExecution: () => ({
          statute: 'X Code § 1',
          formality: 'notary',
          witnesses: { count: 1, minimumAge: 18, exclusions: ['agent'] },
        }),
      }));
      const { ahcdSigningSteps: steps } = jest.requireActual<{
        ahcdSigningSteps: typeof ahcdSigningSteps;
      }>('../ahcd/wizard/ahcd-signing-steps');
      expect(steps('MT')).toEqual([
        'Print your directive and do not sign it yet.',
        'In Montana, sign it in front of a notary.',
        'These rules come from X Code § 1.',
        'Give copies to your agents and your doctor, and keep the original where it can be found.',
      ]);
    });
    jest.dontMock('./ahcd-execution');
  });
});
