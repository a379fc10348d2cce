import { z } from 'zod';

/** Canadian provinces and territories (platform-core.md 9). */
export const CANADIAN_PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;
export type CanadianProvinceCode = keyof typeof CANADIAN_PROVINCES;
export const CANADIAN_PROVINCE_CODES = Object.keys(CANADIAN_PROVINCES) as CanadianProvinceCode[];
export const CanadianProvinceCodeSchema = z.enum(
  CANADIAN_PROVINCE_CODES as [CanadianProvinceCode, ...CanadianProvinceCode[]],
);

export const isCanadianProvinceCode = (
  code: string | null | undefined,
): code is CanadianProvinceCode =>
  code !== null && code !== undefined && Object.hasOwn(CANADIAN_PROVINCES, code);
