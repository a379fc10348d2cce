import { US_STATE_CODES } from '../reference/us-states';
import { TRUST_EXECUTION_RULES, type TrustExecutionRule } from './trust-execution-rules';
import { auditProblems } from './statute-check';

const rows = Object.entries(TRUST_EXECUTION_RULES) as [string, TrustExecutionRule][];

/** A real calendar day, written YYYY-MM-DD, no later than today. */
const today = new Date().toISOString().slice(0, 10);

describe('revocable trust execution rules as data (issue 19)', () => {
  it('covers the 50 states and DC', () => {
    expect(Object.keys(TRUST_EXECUTION_RULES).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it.each(rows)(
    '%s cites its sections, the day they were read and an official https page',
    (_, rule) => {
      expect(rule.statute).toMatch(/\d/);
      expect(rule.pourOverStatute).toMatch(/\d/);
      expect(auditProblems(rule, today)).toEqual([]);
      if (rule.certificationOfTrust) expect(rule.certificationOfTrust.statute).toMatch(/\d/);
    },
  );

  it.each(rows)('%s says why it asks for a notary exactly when the law does not', (_, rule) => {
    if (rule.notary === 'recommended') expect(rule.beyondTheLaw).toMatch(/\S/);
    else expect(rule.beyondTheLaw).toBeUndefined();
  });

  it.each(rows)('%s asks for witnesses only where its formality does', (_, rule) => {
    const witnesses: Record<TrustExecutionRule['formality'], number> = {
      signature: 0,
      'will-formalities': 2,
      witnessed: 1,
      'acknowledged-or-witnessed': 0,
      'authentic-act': 2,
    };
    expect(rule.witnesses).toBe(witnesses[rule.formality]);
    if (rule.formality !== 'signature') expect(rule.note).toMatch(/\S/);
  });

  it('Florida takes the formalities of a will for the trust itself (§ 736.0403(2)(b))', () => {
    expect(TRUST_EXECUTION_RULES.FL).toMatchObject({
      formality: 'will-formalities',
      witnesses: 2,
      notary: 'recommended',
      pourOverStatute: 'Fla. Stat. § 732.513',
      certificationOfTrust: { statute: 'Fla. Stat. § 736.1017' },
    });
    expect(TRUST_EXECUTION_RULES.FL.statute).toContain('§ 736.0403(2)(b)');
  });

  it('New York: acknowledged like a deed (or two witnesses), signed by a trustee too (EPTL § 7-1.17)', () => {
    expect(TRUST_EXECUTION_RULES.NY).toMatchObject({
      statute: 'N.Y. EPTL § 7-1.17',
      formality: 'acknowledged-or-witnessed',
      notary: 'required',
      trusteeMustSign: true,
      pourOverStatute: 'N.Y. EPTL § 3-3.7',
      source: 'https://www.nysenate.gov/legislation/laws/EPT/7-1.17',
    });
  });

  it('California: a signed writing; certification under Prob. Code § 18100.5, pour-over § 6300', () => {
    expect(TRUST_EXECUTION_RULES.CA).toMatchObject({
      formality: 'signature',
      witnesses: 0,
      pourOverStatute: 'Cal. Prob. Code § 6300',
      certificationOfTrust: { statute: 'Cal. Prob. Code § 18100.5' },
    });
  });

  it('Delaware wants a witness, Louisiana an authentic act, Texas a signed writing', () => {
    expect(TRUST_EXECUTION_RULES.DE).toMatchObject({ formality: 'witnessed', witnesses: 1 });
    expect(TRUST_EXECUTION_RULES.LA).toMatchObject({
      formality: 'authentic-act',
      witnesses: 2,
      notary: 'required',
      certificationOfTrust: null,
    });
    expect(TRUST_EXECUTION_RULES.TX.certificationOfTrust).toEqual({
      statute: 'Tex. Prop. Code § 114.086',
    });
  });

  it('DC was read whole at the Council’s own code', () => {
    expect(TRUST_EXECUTION_RULES.DC).toMatchObject({
      statute: 'D.C. Code § 19-1304.02 (UTC § 402)',
      pourOverStatute: 'D.C. Code § 18-306',
      certificationOfTrust: { statute: 'D.C. Code § 19-1310.13' },
    });
    expect(TRUST_EXECUTION_RULES.DC.unverified).toBeUndefined();
  });

  it('every other row says what was not read at its official page', () => {
    const unverified = rows.filter(([, rule]) => rule.unverified !== undefined).map(([s]) => s);
    expect(unverified).toHaveLength(50);
    expect(unverified).not.toContain('DC');
  });
});
