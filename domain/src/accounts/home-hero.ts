import { productProgress, type ProductRecords } from '../products/document-progress';
import type { PlanType } from '../products/product-type';

/** Home hero states and their button labels (platform-core.md 4.6). */
export const HOME_HERO_LABELS = {
  not_started: 'Make my will',
  will_incomplete: 'Complete my will',
  rlt_incomplete: 'Complete my trust',
  will_complete: 'View my will',
  rlt_complete: 'View my trust',
} as const;
export type HomeHeroState = keyof typeof HOME_HERO_LABELS;

export interface HomeHero {
  readonly state: HomeHeroState;
  readonly label: (typeof HOME_HERO_LABELS)[HomeHeroState];
  readonly product: PlanType;
}

const time = (timestamp: string | null | undefined): number =>
  timestamp ? Date.parse(timestamp) || 0 : 0;

/**
 * The trust is shown when the user has trust access, the trust is started, the will is not
 * finished and: the will is not started; or the will is incomplete and the trust finished; or
 * both are incomplete and the trust was updated more recently. Otherwise the will is shown.
 */
export const homeHero = (records: ProductRecords, hasRltAccess: boolean): HomeHero => {
  const will = productProgress('WILL', records);
  const rlt = productProgress('RLT', records);
  const showsRlt =
    hasRltAccess &&
    rlt !== 'NOT_STARTED' &&
    will !== 'FINISHED' &&
    (will === 'NOT_STARTED' ||
      (will === 'INCOMPLETE' && rlt === 'FINISHED') ||
      (will === 'INCOMPLETE' &&
        rlt === 'INCOMPLETE' &&
        time(records.rlt?.updatedAt) > time(records.will?.updatedAt)));
  const state: HomeHeroState = showsRlt
    ? rlt === 'FINISHED'
      ? 'rlt_complete'
      : 'rlt_incomplete'
    : will === 'FINISHED'
      ? 'will_complete'
      : will === 'INCOMPLETE'
        ? 'will_incomplete'
        : 'not_started';
  return { state, label: HOME_HERO_LABELS[state], product: showsRlt ? 'RLT' : 'WILL' };
};
