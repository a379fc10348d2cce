import type { PlanType } from '../products/product-type';
import { TRUST_SECTIONS, WILL_SECTIONS, type EstatePlanSection } from './estate-plan-section';

/** A plan type's sections in order (documents.md 4.1). */
export const sectionsOf = (planType: PlanType): readonly EstatePlanSection[] =>
  planType === 'WILL' ? WILL_SECTIONS : TRUST_SECTIONS;

const positionOf = (planType: PlanType, section: EstatePlanSection | null): number =>
  section === null ? -1 : sectionsOf(planType).indexOf(section);

/** A section is completed when its position is at or before lastSectionCompleted (4.1). */
export const isSectionCompleted = (
  planType: PlanType,
  lastSectionCompleted: EstatePlanSection | null,
  section: EstatePlanSection,
): boolean => {
  const position = positionOf(planType, section);
  return position !== -1 && position <= positionOf(planType, lastSectionCompleted);
};

export interface SectionCompletion {
  readonly lastSectionCompleted: EstatePlanSection | null;
  /** Completing a section of a plan already downloaded is logged as an error, and proceeds. */
  readonly completedAfterDownload: boolean;
}

/** Marking a section complete only ever moves lastSectionCompleted forward (documents.md 4.1). */
export const completeSection = (
  plan: {
    readonly planType: PlanType;
    readonly lastSectionCompleted: EstatePlanSection | null;
    readonly isDownloaded: boolean;
  },
  section: EstatePlanSection,
): SectionCompletion => {
  const moves =
    positionOf(plan.planType, section) > positionOf(plan.planType, plan.lastSectionCompleted);
  return {
    lastSectionCompleted: moves ? section : plan.lastSectionCompleted,
    completedAfterDownload: plan.isDownloaded,
  };
};
