import { z } from 'zod';
import { COUNTRY_CODES } from './countries';

/**
 * A country of the product. Kept apart from countries.ts, which the web app's first load reads
 * without zod (issue 21).
 */
export const CountryCodeSchema = z.enum(COUNTRY_CODES);
