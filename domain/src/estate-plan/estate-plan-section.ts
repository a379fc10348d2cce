/** Every estate-plan section name (documents.md 4.1); each plan type orders its own subset. */
export const ESTATE_PLAN_SECTIONS = [
  'STARTED',
  'BASIC_INFO',
  'CHILDREN',
  'PETS',
  'SUCCESSOR',
  'ASSETS_CHOICE',
  'ASSETS',
  'ASSETS_TOTAL',
  'RESIDUARY',
  'GIFTS',
  'PROPERTY',
  'MINOR_CUSTODIANS',
  'FUNERAL_WISHES',
  'WILL_EXECUTORS',
  'PROVISIONS',
  'REVIEW',
] as const;
export type EstatePlanSection = (typeof ESTATE_PLAN_SECTIONS)[number];

/** Section order of a will (documents.md 4.1). */
export const WILL_SECTIONS = [
  'STARTED',
  'BASIC_INFO',
  'CHILDREN',
  'PETS',
  'SUCCESSOR',
  'ASSETS_CHOICE',
  'ASSETS',
  'ASSETS_TOTAL',
  'RESIDUARY',
  'PROPERTY',
  'MINOR_CUSTODIANS',
  'FUNERAL_WISHES',
  'WILL_EXECUTORS',
  'PROVISIONS',
  'REVIEW',
] as const satisfies readonly EstatePlanSection[];

/** Section order of a trust (documents.md 4.1). */
export const TRUST_SECTIONS = [
  'STARTED',
  'BASIC_INFO',
  'CHILDREN',
  'PETS',
  'SUCCESSOR',
  'WILL_EXECUTORS',
  'RESIDUARY',
  'PROPERTY',
  'MINOR_CUSTODIANS',
  'FUNERAL_WISHES',
  'PROVISIONS',
  'REVIEW',
] as const satisfies readonly EstatePlanSection[];

/** Estate plan referrers (platform-core.md 3); BEQUEST_PARTNER marks a bequest-partner referral. */
export const ESTATE_PLAN_REFERRERS = [
  'BEQUEST_PARTNER',
  'PARTNER_PAGE',
  'ADVISOR',
  'DIRECT',
] as const;
export type EstatePlanReferrer = (typeof ESTATE_PLAN_REFERRERS)[number];
