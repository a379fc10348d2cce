import type { z } from 'zod';
import {
  childrenFormSchema,
  ExecutorsFormSchema,
  isMinorOn,
  willBasicsFormSchema,
} from './will-forms';
import { SuccessorTrusteesFormSchema, TrustStartFormSchema } from './trust-forms';
import { trustSigningSteps, willSigningSteps } from './will-signing-steps';

const today = new Date(2026, 10, 23);
const issues = (schema: z.ZodType, form: unknown) => {
  const parsed = schema.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const name = (first: string, last: string) => ({ first, middle: '', last });

describe('will basics', () => {
  const basics = {
    ...name('Rosa', 'Diaz'),
    birthDate: '03/14/1985',
    administrativeArea: 'CA',
    county: 'San Francisco',
    maritalStatus: 'SINGLE',
    spouse: name('', ''),
  };

  it('accepts a single Californian and reads the date as ISO', () => {
    expect(willBasicsFormSchema(today).parse(basics).birthDate).toBe('1985-03-14');
  });

  it('names each missing answer in the specification’s words', () => {
    expect(
      issues(willBasicsFormSchema(today), {
        ...basics,
        first: '',
        birthDate: '02/30/1985',
        administrativeArea: '',
        county: ' ',
        maritalStatus: null,
      }),
    ).toEqual({
      first: 'Please enter your legal first name',
      birthDate: 'Please enter your date of birth',
      administrativeArea: 'Please enter your state',
      county: 'Please enter your county',
      maritalStatus: 'Please select a response to continue.',
    });
  });

  it('asks for the spouse’s name when married', () => {
    expect(issues(willBasicsFormSchema(today), { ...basics, maritalStatus: 'MARRIED' })).toEqual({
      'spouse.first': 'Please enter the name of your spouse or partner',
    });
  });
});

describe('children and guardians', () => {
  const child = (birthDate: string) => ({ ...name('Marta', 'Diaz'), birthDate });

  it('asks for a guardian only when a child is a minor', () => {
    const schema = childrenFormSchema(today);
    expect(
      issues(schema, { hasChildren: 'yes', children: [child('01/15/2015')], guardians: [] }),
    ).toEqual({
      guardians: 'Please name a guardian for your minor children',
    });
    expect(
      issues(schema, { hasChildren: 'yes', children: [child('01/15/2000')], guardians: [] }),
    ).toEqual({});
  });

  it('needs an answer and, for yes, a child', () => {
    const schema = childrenFormSchema(today);
    expect(issues(schema, { hasChildren: null, children: [], guardians: [] })).toEqual({
      hasChildren: 'Please select a response to continue.',
    });
    expect(issues(schema, { hasChildren: 'yes', children: [], guardians: [] })).toEqual({
      children: 'Please add each of your children',
    });
  });

  it('counts a child as a minor until the eighteenth birthday', () => {
    expect(isMinorOn('2008-11-23', today)).toBe(false);
    expect(isMinorOn('2008-11-24', today)).toBe(true);
  });
});

describe('executors and signing', () => {
  it('needs at least one executor', () => {
    expect(issues(ExecutorsFormSchema, { people: [] })).toEqual({
      people: 'Please name at least one executor',
    });
  });

  it('tells a Californian no notary is needed and a Texan about the affidavit', () => {
    expect(willSigningSteps('CA').join(' ')).toContain(
      "In California the witnesses' statement at the end of your will",
    );
    expect(willSigningSteps('TX').join(' ')).toContain('Texas accepts a self-proving affidavit');
    expect(willSigningSteps('IL').join(' ')).toContain(
      "In Illinois the witnesses' statement at the end of your will",
    );
    expect(willSigningSteps('LA').join(' ')).toContain(
      'in front of a notary and 2 adult witnesses',
    );
  });
});

describe('answers left behind a “No”', () => {
  it('are neither checked nor kept', () => {
    const parsed = childrenFormSchema(today).parse({
      hasChildren: 'no',
      children: [{ ...name('', ''), birthDate: '' }],
      guardians: [name('', '')],
    });
    expect(parsed).toEqual({ hasChildren: 'no', children: [], guardians: [] });
  });
});

describe('the trust’s own questions', () => {
  it('asks whose trust it is, and the spouse’s name for a joint trust', () => {
    const start = { ownership: 'joint', partnerStatus: 'MARRIED', spouse: name('', '') };
    expect(issues(TrustStartFormSchema, { ...start, ownership: null })).toEqual({
      ownership: 'Please select a response to continue.',
    });
    expect(issues(TrustStartFormSchema, start)).toEqual({
      'spouse.first': 'Please enter the name of your spouse or partner',
    });
    expect(issues(TrustStartFormSchema, { ...start, spouse: name('Ben', 'Li') })).toEqual({});
  });

  it('needs a successor trustee', () => {
    expect(issues(SuccessorTrusteesFormSchema, { people: [] })).toEqual({
      people: 'Please name at least one successor trustee',
    });
  });
});

describe('signing a trust (issue 18: the trust, then each pour-over will, in order)', () => {
  it('has a joint trust notarized, then the pour-over wills witnessed as wills', () => {
    const steps = trustSigningSteps('TX', true);
    expect(steps[1]).toBe(
      '1. The trust: both of you sign the trust and the Certification of Trust in front of a notary. The notary completes both certificates.',
    );
    expect(steps[2]).toBe(
      '2. Each pour-over will: it is a will, so sign it as Texas law asks of a will.',
    );
    expect(steps[3]).toContain('Gather 2 adult witnesses');
    expect(steps.at(-1)).toContain('3. Move your property into the trust');
    expect(steps.filter((step) => step.startsWith('Print'))).toHaveLength(1);
  });

  it('adds the trust’s own witnesses where the state asks for them (Florida § 736.0403)', () => {
    expect(trustSigningSteps('FL', false)[1]).toContain('and 2 witnesses, as Florida law asks');
  });
});
