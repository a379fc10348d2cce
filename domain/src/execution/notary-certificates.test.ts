import { US_STATE_CODES, type UsStateCode } from '../reference/us-states';
import {
  CALIFORNIA_BOXED_NOTICE,
  CERTIFICATE_BLANK,
  NOTARY_CERTIFICATES,
  fillCertificate,
  formatCertificateDate,
  joinSigners,
  type CertificateForm,
  type NotaryCertificateRule,
} from './notary-certificates';
import { auditProblems } from './statute-check';

const rows = Object.entries(NOTARY_CERTIFICATES) as [UsStateCode, NotaryCertificateRule][];
const forms = rows.flatMap(([state, rule]) => [
  [`${state} acknowledgment`, rule.acknowledgment] as const,
  [`${state} jurat`, rule.jurat] as const,
]);

/** A real calendar day, written YYYY-MM-DD, no later than today. */
const today = new Date().toISOString().slice(0, 10);

const RULONA_STATES: UsStateCode[] = [
  'AZ',
  'CO',
  'DC',
  'ID',
  'IA',
  'KS',
  'KY',
  'ME',
  'MD',
  'MN',
  'NJ',
  'NM',
  'ND',
  'OR',
  'PA',
  'VT',
  'WA',
  'WV',
  'WI',
  'WY',
];

describe('notary certificates as data', () => {
  it('covers the 50 states and DC', () => {
    expect(Object.keys(NOTARY_CERTIFICATES).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it.each(rows)(
    '%s cites its sections, the day they were read and an official https page',
    (_, rule) => {
      expect(auditProblems(rule, today)).toEqual([]);
    },
  );

  it.each(forms)('%s: names its statute, signers, date, venue and notary lines', (_, form) => {
    expect(form.statute).toMatch(/\S/);
    expect(form.text).toContain('{signers}');
    expect(form.text).toContain('{date}');
    expect(form.notaryLines.length).toBeGreaterThan(0);
    if (form.venue !== false) expect(form.venue.length).toBeGreaterThan(0);
    // A form no statute prescribes says so where the statute would be cited.
    if (!form.prescribed) expect(form.statute).toMatch(/^None prescribed/);
    else expect(form.statute).toMatch(/\d/);
  });

  it('California prints the boxed notice and the § 1189 and § 8202 words', () => {
    const ca = NOTARY_CERTIFICATES.CA;
    expect(ca.boxedNotice).toBe(
      'A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.',
    );
    expect(ca.boxedNotice).toBe(CALIFORNIA_BOXED_NOTICE);
    expect(ca.acknowledgment.text).toContain('WITNESS my hand and official seal');
    expect(ca.acknowledgment.text).toContain(
      'I certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.',
    );
    expect(ca.acknowledgment).toMatchObject({
      statute: 'Cal. Civ. Code § 1189(a)(1)',
      venue: ['State of California', 'County of ____________'],
      notaryLines: [`Signature ${CERTIFICATE_BLANK} (Seal)`],
    });
    expect(ca.jurat.statute).toBe('Cal. Gov. Code § 8202(d)');
    expect(ca.jurat.text).toMatch(/^Subscribed and sworn to \(or affirmed\) before me on this/);
  });

  it('only California has a boxed notice', () => {
    expect(rows.filter(([, rule]) => rule.boxedNotice !== undefined).map(([s]) => s)).toEqual([
      'CA',
    ]);
  });

  it.each(RULONA_STATES)('%s uses the RULONA § 16 short forms', (state) => {
    const rule = NOTARY_CERTIFICATES[state];
    expect(rule.acknowledgment.text).toBe(
      'This record was acknowledged before me on {date} by {signers}.',
    );
    expect(rule.jurat.text).toBe(
      'Signed and sworn to (or affirmed) before me on {date} by {signers}.',
    );
    expect(rule.statute).toContain('RULONA § 16');
  });

  it('New York, Florida, Texas and North Carolina keep their own forms', () => {
    expect(NOTARY_CERTIFICATES.NY.acknowledgment.statute).toBe('N.Y. Real Prop. Law § 309-a(1)');
    expect(NOTARY_CERTIFICATES.FL.acknowledgment.text).toContain(
      '[ ] physical presence or [ ] online notarization',
    );
    expect(NOTARY_CERTIFICATES.FL.jurat.statute).toBe('Fla. Stat. § 117.05(13)(a)');
    expect(NOTARY_CERTIFICATES.TX.acknowledgment.statute).toBe(
      'Tex. Civ. Prac. & Rem. Code § 121.007',
    );
    expect(NOTARY_CERTIFICATES.NC.acknowledgment.venue).toEqual([
      '____________ County, North Carolina',
    ]);
  });

  it('DC was read whole at the Council’s own code; every other row says what was not', () => {
    expect(NOTARY_CERTIFICATES.DC.unverified).toBeUndefined();
    expect(NOTARY_CERTIFICATES.DC.acknowledgment.venue).toEqual(['District of Columbia']);
    const unverified = rows.filter(([, rule]) => rule.unverified !== undefined).map(([s]) => s);
    expect(unverified).toHaveLength(50);
    for (const [, rule] of rows) if (rule.unverified) expect(rule.unverified).toMatch(/\S/);
  });
});

describe('fillCertificate', () => {
  const rulona = NOTARY_CERTIFICATES.WA.acknowledgment;

  it('joins one, two and three names', () => {
    expect(fillCertificate(rulona, ['Rosa Diaz'], '2026-11-25')).toBe(
      'This record was acknowledged before me on November 25, 2026 by Rosa Diaz.',
    );
    expect(fillCertificate(rulona, ['Rosa Diaz', 'Luis Diaz'], '2026-11-25')).toBe(
      'This record was acknowledged before me on November 25, 2026 by Rosa Diaz and Luis Diaz.',
    );
    expect(joinSigners(['A', 'B', 'C'])).toBe('A, B and C');
    expect(joinSigners([' A ', '', 'B'])).toBe('A and B');
    expect(joinSigners([])).toBe(CERTIFICATE_BLANK);
  });

  it('leaves a blank line for the date when none is given', () => {
    expect(fillCertificate(rulona, ['Rosa Diaz'])).toBe(
      `This record was acknowledged before me on ${CERTIFICATE_BLANK} by Rosa Diaz.`,
    );
  });

  it('writes the day as each form words it', () => {
    expect(fillCertificate(NOTARY_CERTIFICATES.CA.jurat, ['Rosa Diaz'], '2026-11-01')).toContain(
      'before me on this 1st day of November, 2026, by Rosa Diaz, proved',
    );
    expect(
      fillCertificate(NOTARY_CERTIFICATES.NY.acknowledgment, ['Rosa Diaz'], '2026-11-22'),
    ).toMatch(
      /^On the 22nd day of November in the year 2026 before me, the undersigned, personally appeared Rosa Diaz,/,
    );
    expect(
      fillCertificate(NOTARY_CERTIFICATES.TX.acknowledgment, ['Rosa Diaz'], '2026-11-23'),
    ).toContain('Given under my hand and seal of office this 23rd day of November, A.D., 2026.');
    expect(formatCertificateDate('2026-11-11', 'day-of')).toBe('11th day of November, 2026');
    expect(formatCertificateDate('2026-12-31', 'day-of')).toBe('31st day of December, 2026');
    expect(formatCertificateDate('2027-01-12', 'day-of')).toBe('12th day of January, 2027');
  });

  it('prints other words for the date as they are, and refuses a day that does not exist', () => {
    expect(fillCertificate(rulona, ['Rosa Diaz'], 'the 25th of November')).toContain(
      'before me on the 25th of November by Rosa Diaz.',
    );
    expect(() => fillCertificate(rulona, ['Rosa Diaz'], '2026-02-30')).toThrow(RangeError);
  });

  it.each(forms)('%s leaves no placeholder behind', (_, form: CertificateForm) => {
    const filled = fillCertificate(form, ['Rosa Diaz', 'Luis Diaz'], '2026-11-25');
    expect(filled).not.toMatch(/\{(date|signers)\}/);
    expect(filled).toContain('Rosa Diaz and Luis Diaz');
  });
});
