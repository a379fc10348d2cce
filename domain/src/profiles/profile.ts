import { z } from 'zod';
import {
  ClientProductTypeSchema,
  EstatePlanPackageTypeSchema,
} from '../packages/estate-plan-package-type';
import { DEFAULT_COUNTRY } from '../reference/countries';
import { CountryCodeSchema } from '../reference/country-code-schema';
import { BirthDateSchema } from './birth-date';
import { DocumentSummarySchema, ListedItemSchema, TrustSummarySchema } from './document-summary';
import { GenderSchema } from './gender';
import { MaritalStatusSchema } from './marital-status';
import { PersonNameSchema, type PersonName } from './person-name';

const optionalText = z.string().nullish().default(null);
const list = <Item extends z.ZodType>(item: Item) => z.array(item).nullish().default([]);

/** The profile in its one canonical form (platform-core.md 3, giving-and-beneficiaries.md 3.5). */
export const ProfileSchema = z.object({
  randId: z.string(),
  accountId: optionalText,
  tenantId: optionalText,
  fullName: PersonNameSchema,
  preferredName: optionalText,
  gender: GenderSchema.nullish().default(null),
  genderDesc: optionalText,
  preferredPronouns: optionalText,
  birthDate: BirthDateSchema.nullish().default(null),
  phone: optionalText,
  email: optionalText,
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  administrativeArea: optionalText,
  postalCode: optionalText,
  county: optionalText,
  country: CountryCodeSchema.default(DEFAULT_COUNTRY),
  currency: z.string().default('USD'),
  flags: z.record(z.string(), z.boolean()).default({}),
  maritalStatus: MaritalStatusSchema.nullish().default(null),
  maritalPartnerProfileId: optionalText,
  termsAcceptedOn: optionalText,
  termsAcceptedVersion: optionalText,
  noContactPreferredAt: optionalText,
  orgsAllowedToGetContactDetails: z.array(z.string()).default([]),
  estatePlanPackageType: EstatePlanPackageTypeSchema.nullish().default(null),
  clientProductType: ClientProductTypeSchema.nullish().default(null),
  isFirstDfpoa: z.boolean().nullish().default(null),
  isFirstAhcd: z.boolean().nullish().default(null),
  will: DocumentSummarySchema.nullish().default(null),
  rlt: TrustSummarySchema.nullish().default(null),
  ahcd: DocumentSummarySchema.nullish().default(null),
  dfpoa: DocumentSummarySchema.nullish().default(null),
  nonprobatePlans: list(ListedItemSchema),
  stockGift: list(ListedItemSchema),
  qcd: list(ListedItemSchema),
  daf: list(ListedItemSchema),
  signInCount: z.number().int().nonnegative().default(0),
  /** One entry per nonprofit the person gives to (giving 4.9, ADR 0019: withGiftInProgram). */
  giftProgramDetails: z.array(z.record(z.string(), z.unknown())).default([]),
});
export type Profile = z.output<typeof ProfileSchema>;
export type ProfileInput = z.input<typeof ProfileSchema>;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Splits a display name "First Middle Last" when the flows send only a string. */
const nameFromDisplayString = (display: string): Partial<PersonName> => {
  const parts = display.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { first: parts[0] ?? '' };
  return {
    first: parts[0],
    middle: parts.slice(1, -1).join(' '),
    last: parts[parts.length - 1],
  };
};

/**
 * The three name parts from whichever spelling a flow used: fullName {…}, name {…} or a display
 * string, and first_name / middle_name / last_name; the first spelling present wins per part.
 */
const readName = (raw: Fields): Partial<PersonName> => {
  const name = raw.name;
  const spellings: Fields[] = [
    isRecord(raw.fullName) ? raw.fullName : {},
    isRecord(name) ? name : typeof name === 'string' ? nameFromDisplayString(name) : {},
    { first: raw.first_name, middle: raw.middle_name, last: raw.last_name },
  ];
  const part = (key: keyof PersonName) =>
    spellings.map((spelling) => text(spelling[key])).find((value) => value !== undefined);
  return { first: part('first'), middle: part('middle'), last: part('last') };
};

/** The `{brand}_client_product_type` key of the products object, whatever the brand. */
const clientProductTypeOf = (products: Fields): unknown =>
  Object.entries(products).find(([key]) => key.endsWith('client_product_type'))?.[1];

const firstDefined = (...values: unknown[]): unknown =>
  values.find((value) => value !== null && value !== undefined);

/**
 * Maps every spelling of the profile the flows read and save (platform-core.md 3) onto the
 * canonical field names: name variants to fullName, birthdate to birthDate, the products object
 * to estatePlanPackageType / clientProductType / isFirst*, snake-case lists to camel case.
 */
export const normalizeProfileFields = (raw: unknown): unknown => {
  if (!isRecord(raw)) return raw;
  const products = isRecord(raw.products) ? raw.products : {};
  const {
    name: _name,
    first_name: _first,
    middle_name: _middle,
    last_name: _last,
    birthdate,
    products: _products,
    estate_plan_package_type,
    nonprobate_plans,
    stock_gift,
    fullNameToString: _derived,
    ...rest
  } = raw;
  return {
    ...rest,
    fullName: readName(raw),
    birthDate: firstDefined(raw.birthDate, birthdate),
    estatePlanPackageType: firstDefined(
      raw.estatePlanPackageType,
      estate_plan_package_type,
      products.estate_plan_package_type,
    ),
    clientProductType: firstDefined(raw.clientProductType, clientProductTypeOf(products)),
    isFirstDfpoa: firstDefined(raw.isFirstDfpoa, products.is_first_dfpoa),
    isFirstAhcd: firstDefined(raw.isFirstAhcd, products.is_first_ahcd),
    nonprobatePlans: firstDefined(raw.nonprobatePlans, nonprobate_plans),
    stockGift: firstDefined(raw.stockGift, stock_gift),
  };
};

/** A profile in any of its spellings, read into the canonical form. */
export const ProfileInputSchema = z.preprocess(normalizeProfileFields, ProfileSchema);
