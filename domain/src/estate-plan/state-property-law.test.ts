import { US_STATE_CODES, type UsStateCode } from '../reference/us-states';
import { auditProblems } from '../execution/statute-check';
import { STATE_PROPERTY_LAW, type StatePropertyLaw } from './state-property-law';

const today = new Date().toISOString().slice(0, 10);
const rows = Object.entries(STATE_PROPERTY_LAW) as [UsStateCode, StatePropertyLaw][];
const byKind = (kind: StatePropertyLaw['maritalProperty']) =>
  rows
    .filter(([, law]) => law.maritalProperty === kind)
    .map(([state]) => state)
    .sort();

describe('state property law as data (issue 18)', () => {
  it('covers the 50 states and DC', () => {
    expect(Object.keys(STATE_PROPERTY_LAW).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it.each(rows)(
    '%s names its statute, the day it was read and an https official page',
    (_, law) => {
      expect(law.statute).toMatch(/^[A-Z0-9][^:]*\d/);
      expect(law.statute).toContain(law.custodianship.statute);
      expect(auditProblems(law, today)).toEqual([]);
      expect(law.maritalPropertyStatute.length).toBeGreaterThan(0);
      expect(law.custodianship.act.length).toBeGreaterThan(0);
      expect(law.custodianship.statute).toMatch(/\d/);
    },
  );

  it('exactly the nine community-property states hold community property', () => {
    expect(byKind('community')).toEqual(['AZ', 'CA', 'ID', 'LA', 'NM', 'NV', 'TX', 'WA', 'WI']);
    expect(STATE_PROPERTY_LAW.CA.maritalPropertyStatute).toBe('Cal. Fam. Code § 760');
    expect(STATE_PROPERTY_LAW.WI.maritalPropertyStatute).toMatch(/^Wis\. Stat\. § 766\.31/);
  });

  it('spouses may opt in by agreement or trust in Alaska, Florida, Kentucky, South Dakota and Tennessee', () => {
    expect(byKind('elective')).toEqual(['AK', 'FL', 'KY', 'SD', 'TN']);
    expect(STATE_PROPERTY_LAW.AK.maritalPropertyStatute).toMatch(/^AS 34\.77/);
    expect(STATE_PROPERTY_LAW.TN.maritalPropertyStatute).toMatch(/35-17-101/);
  });

  it('a community or elective row cites both statutes', () => {
    for (const [, law] of rows)
      if (law.maritalProperty !== 'separate')
        expect(law.statute).toContain(law.maritalPropertyStatute);
  });

  it.each(rows)('%s: the default age is at least 18 and no later than the greatest', (_, law) => {
    const { defaultAge, maxAge } = law.custodianship;
    expect(Number.isInteger(defaultAge) && Number.isInteger(maxAge)).toBe(true);
    expect(defaultAge).toBeGreaterThanOrEqual(18);
    expect(defaultAge).toBeLessThanOrEqual(maxAge);
    expect(maxAge).toBeLessThanOrEqual(30);
  });

  it.each([
    ['CA', 18, 25],
    ['AK', 21, 25],
    ['FL', 21, 25],
    ['TN', 21, 25],
    ['VA', 18, 25],
    ['WY', 21, 30],
    ['KY', 18, 18],
    ['DC', 18, 21],
    ['LA', 22, 22],
    ['CO', 21, 21],
    ['NC', 21, 21],
  ] as const)(
    '%s: custodianship ends at %i by default, at most %i',
    (state, defaultAge, maxAge) => {
      expect(STATE_PROPERTY_LAW[state].custodianship).toMatchObject({ defaultAge, maxAge });
    },
  );

  it('a row not read at its official page says where it was read or what is unverified', () => {
    expect(STATE_PROPERTY_LAW.DC.readAt).toBeUndefined();
    expect(STATE_PROPERTY_LAW.CA.readAt).toMatch(/^https:/);
    // Washington's later age is not offered until counsel confirms it.
    expect(STATE_PROPERTY_LAW.WA.custodianship.maxAge).toBe(21);
    expect(STATE_PROPERTY_LAW.WA.unverified).toMatch(/25/);
  });
});
