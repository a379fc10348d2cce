import {
  administrativeAreaLabel,
  administrativeAreaOptions,
  isAdministrativeAreaOf,
  PROVINCE_OPTIONS,
  STATE_OPTIONS,
} from './administrative-areas';
import { CanadianProvinceCodeSchema } from './canadian-provinces';
import { US_ARMED_FORCES_CODES, US_TERRITORY_CODES, UsStateCodeSchema } from './us-states';

describe('platform-core.md 9 state and province dropdowns', () => {
  it('lists the 50 states plus DC as "XX - Name"', () => {
    expect(STATE_OPTIONS).toHaveLength(51);
    expect(STATE_OPTIONS[0]).toEqual({ value: 'AL', label: 'AL - Alabama' });
    expect(STATE_OPTIONS).toContainEqual({ value: 'DC', label: 'DC - District of Columbia' });
    expect(STATE_OPTIONS.at(-1)).toEqual({ value: 'WY', label: 'WY - Wyoming' });
    for (const option of STATE_OPTIONS)
      expect(option.label).toMatch(/^[A-Z]{2} - [A-Z][A-Za-z ]+$/);
  });

  it.each([...US_TERRITORY_CODES, ...US_ARMED_FORCES_CODES])(
    'does not list territory or armed-forces code %s',
    (code) => {
      expect(STATE_OPTIONS.map((option) => option.value)).not.toContain(code);
      expect(isAdministrativeAreaOf('US', code)).toBe(false);
    },
  );

  it('lists the 13 provinces and territories in the order of the specification', () => {
    expect(PROVINCE_OPTIONS.map((option) => option.value)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NT',
      'NS',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(PROVINCE_OPTIONS).toContainEqual({ value: 'QC', label: 'QC - Quebec' });
  });

  it.each([
    ['US', 'state', STATE_OPTIONS],
    ['CA', 'province', PROVINCE_OPTIONS],
  ] as const)('in %s the label is "%s" with its own options', (country, label, options) => {
    expect(administrativeAreaLabel(country)).toBe(label);
    expect(administrativeAreaOptions(country)).toBe(options);
  });

  it.each([
    ['US', 'CA', true],
    ['US', 'ON', false],
    ['CA', 'ON', true],
    ['CA', 'CA', false],
    ['US', null, false],
  ] as const)('in %s, %j is a listed area: %j', (country, code, expected) => {
    expect(isAdministrativeAreaOf(country, code)).toBe(expected);
    const schema = country === 'CA' ? CanadianProvinceCodeSchema : UsStateCodeSchema;
    expect(schema.safeParse(code).success).toBe(expected);
  });
});
