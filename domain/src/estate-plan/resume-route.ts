import type { PlanType } from '../products/product-type';
import type { EstatePlanSection } from './estate-plan-section';

/** The will's next sub-path after each section (documents.md 2.3). */
export const WILL_RESUME_PATHS = {
  STARTED: '/basics/personal/profile',
  BASIC_INFO: '/nominees',
  CHILDREN: '/nominees/children-and-pets/pets',
  PETS: '/assets/options',
  ASSETS_CHOICE: '/assets/list',
  ASSETS: '/assets/total',
  ASSETS_TOTAL: '/residual-distribution',
  RESIDUARY: '/gifts',
  PROPERTY: '/funeral-wishes',
  FUNERAL_WISHES: '/provisions/executors',
  WILL_EXECUTORS: '/provisions/no-contest',
  PROVISIONS: '/review',
  REVIEW: '/review',
  GIFTS: '/_last',
  SUCCESSOR: '/_last',
  MINOR_CUSTODIANS: '/_last',
} as const satisfies Record<EstatePlanSection, string>;

/**
 * The trust's next sub-path after each section: the effective map (documents.md 2.3,
 * DECISIONS.md), where SUCCESSOR and MINOR_CUSTODIANS go to /_last. Their apparent intent was
 * /nominees/trustees-and-executors/will-executors and /funeral-wishes respectively.
 */
export const TRUST_RESUME_PATHS = {
  STARTED: '/basics/personal/profile',
  BASIC_INFO: '/nominees',
  CHILDREN: '/nominees/children-and-pets/pets',
  PETS: '/nominees/trustees-and-executors/successor-trustees',
  WILL_EXECUTORS: '/residual-distribution',
  RESIDUARY: '/property',
  PROPERTY: '/custodians',
  FUNERAL_WISHES: '/provisions',
  PROVISIONS: '/review',
  REVIEW: '/review',
  GIFTS: '/_last',
  ASSETS: '/_last',
  ASSETS_CHOICE: '/_last',
  ASSETS_TOTAL: '/_last',
  SUCCESSOR: '/_last',
  MINOR_CUSTODIANS: '/_last',
} as const satisfies Record<EstatePlanSection, string>;

/** Where a plan with no completed section starts. */
export const PLAN_START_PATH = '/basics/personal/get-started';

/**
 * Where continuing a will or trust goes (documents.md 2.3): the flow's base with no plan, the
 * start step with no completed section, else the section's next sub-path.
 */
export const estatePlanResumePath = (
  planType: PlanType,
  base: string,
  plan: { readonly lastSectionCompleted: EstatePlanSection | null } | null,
): string => {
  if (plan === null) return base;
  if (plan.lastSectionCompleted === null) return `${base}${PLAN_START_PATH}`;
  const paths = planType === 'WILL' ? WILL_RESUME_PATHS : TRUST_RESUME_PATHS;
  return `${base}${paths[plan.lastSectionCompleted]}`;
};
