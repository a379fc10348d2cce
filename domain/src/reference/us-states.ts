import { z } from 'zod';

/** The 50 states and the District of Columbia, in the order of the state dropdown (platform-core.md 9). */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsStateCode = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as UsStateCode[];
export const UsStateCodeSchema = z.enum(US_STATE_CODES as [UsStateCode, ...UsStateCode[]]);

/** Codes that exist for addresses but are not offered in the state dropdown. */
export const US_TERRITORY_CODES = ['AS', 'GU', 'MP', 'PR', 'VI', 'UM'] as const;
export const US_ARMED_FORCES_CODES = ['AA', 'AE', 'AP'] as const;

export const isUsStateCode = (code: string | null | undefined): code is UsStateCode =>
  code !== null && code !== undefined && Object.hasOwn(US_STATES, code);
