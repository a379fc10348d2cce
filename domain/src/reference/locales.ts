import { z } from 'zod';
import type { CountryCode } from './countries';

/** Locales of the product (platform-core.md 1, 9). */
export const LOCALES = ['en-US', 'en-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const LocaleSchema = z.enum(LOCALES);

/** The default locale (platform-core.md 1). */
export const DEFAULT_LOCALE: Locale = 'en-US';

const LOCALE_BY_COUNTRY = { US: 'en-US', CA: 'en-CA' } as const satisfies Record<
  CountryCode,
  Locale
>;

/** The locale of a country: en-CA for Canada, en-US for the United States (platform-core.md 9). */
export const localeForCountry = (country: CountryCode): Locale => LOCALE_BY_COUNTRY[country];
