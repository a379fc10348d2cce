import { FINANCIAL_INSTITUTION_CODES } from './financial-institutions';
import { filingInstructions, INSTITUTION_KINDS } from './filing-instructions';

const asset = (fields: Partial<Parameters<typeof filingInstructions>[0]> = {}) =>
  filingInstructions({
    assetType: 'BROKERAGE',
    retirementSubType: null,
    financialInstitution: 'FIDELITY',
    financialInstitutionOther: null,
    ...fields,
  });

describe('filing instructions (giving 2.1, issue 26)', () => {
  it('knows a kind for each of the 20 institutions and OTHER', () => {
    expect(Object.keys(INSTITUTION_KINDS).sort()).toEqual([...FINANCIAL_INSTITUTION_CODES].sort());
    expect(FINANCIAL_INSTITUTION_CODES).toHaveLength(21);
  });

  it.each(FINANCIAL_INSTITUTION_CODES)(
    '%s: names the form generically, says where to get and send it, with no number or address',
    (code) => {
      const instructions = asset({ financialInstitution: code });
      expect(instructions.steps).toHaveLength(4);
      expect(instructions.steps[0]).toContain(instructions.form);
      const text = JSON.stringify(instructions);
      expect(text).not.toMatch(/\d{3}[-. )]\d{3}[-. ]\d{4}/);
      expect(text).not.toMatch(/https?:|www\.|\.com/);
    },
  );

  it.each([
    ['FIDELITY', 'BROKERAGE', null, 'brokerage', 'the firm’s beneficiary designation form'],
    [
      'WELLS_FARGO',
      'FINANCIAL_ACCOUNT',
      null,
      'bank',
      'the bank’s payable-on-death (POD) beneficiary form',
    ],
    [
      'TIAA',
      'RETIREMENT_ACCOUNT',
      'OTHER_RETIREMENT_ACCOUNT',
      'retirement',
      'the plan’s beneficiary designation form',
    ],
    ['PRUDENTIAL', 'LIFE_INSURANCE', null, 'insurer', 'the insurer’s change of beneficiary form'],
    // Life insurance and annuities use the insurer's form wherever they are held.
    ['VANGUARD', 'ANNUITY', null, 'insurer', 'the insurer’s change of beneficiary form'],
    ['OTHER', 'BROKERAGE', null, 'other', 'the institution’s beneficiary designation form'],
  ] as const)(
    '%s %s %s: a %s, %s',
    (financialInstitution, assetType, retirementSubType, kind, form) => {
      const instructions = asset({ financialInstitution, assetType, retirementSubType });
      expect(instructions.kind).toBe(kind);
      expect(instructions.form).toBe(form);
    },
  );

  it('names OTHER by the free text, or "your institution" without it', () => {
    const other = asset({ financialInstitution: 'OTHER', financialInstitutionOther: ' Local CU ' });
    expect(other.institution).toBe('Local CU');
    expect(other.send).toContain('Return it to Local CU');
    expect(asset({ financialInstitution: 'OTHER' }).institution).toBe('your institution');
    expect(asset().institution).toBe('Fidelity Investments');
  });

  it('files real estate and vehicles by a deed or title, not the institution’s form', () => {
    const house = asset({ assetType: 'REAL_ESTATE', financialInstitution: 'OTHER' });
    expect(house.form).toContain('transfer-on-death (beneficiary) deed');
    expect(house.send).toContain('county');
    expect(house.steps[3]).toContain('Keep a copy of what was recorded');
    expect(asset({ assetType: 'VEHICLE' }).form).toContain('transfer-on-death title');
  });

  it.each([
    ['RETIREMENT_ACCOUNT', '401K', /spouse’s written, witnessed consent/],
    ['401K', null, /spouse’s written, witnessed consent/],
    ['IRA', null, /community property state/],
    ['BROKERAGE', null, null],
  ] as const)('%s %s: its note', (assetType, retirementSubType, note) => {
    const instructions = asset({ assetType, retirementSubType });
    if (note) expect(instructions.note).toMatch(note);
    else expect(instructions.note).toBeNull();
  });
});
