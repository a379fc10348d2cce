import { signingSummary } from '../execution/signing-status';
import { AHCD_SECTIONS, ahcdResumePath, type Ahcd } from '../ahcd/ahcd';
import { DFPOA_SECTIONS } from '../dfpoa/dfpoa-section';
import { dfpoaResumePath, type Dfpoa } from '../dfpoa/dfpoa';
import type { EstatePlan } from '../estate-plan/estate-plan';
import { estatePlanResumePath } from '../estate-plan/resume-route';
import { estatePlanSectionValidations } from '../estate-plan/section-validations';
import { sectionsOf } from '../estate-plan/sections';
import type { DocumentSummary } from '../profiles/document-summary';
import { DOCUMENT_REGISTRY } from './document-registry';

interface Timestamps {
  readonly updatedAt: string;
}

/**
 * What the profile carries of a will or trust (platform-core.md 3): complete once reviewed,
 * valid without section validations, where it resumes and how far it is.
 */
export const estatePlanSummary = (
  plan: EstatePlan,
  state: string | null,
  times: Timestamps,
): DocumentSummary => {
  const sections = sectionsOf(plan.planType);
  const position = plan.lastSectionCompleted ? sections.indexOf(plan.lastSectionCompleted) + 1 : 0;
  const base = `/${DOCUMENT_REGISTRY[plan.planType].slug}`;
  return {
    randId: plan.randId,
    progress: { progressSectionPosition: position, totalProgressSections: sections.length },
    path: estatePlanResumePath(plan.planType, base, plan),
    finalizedAt: plan.finalizedAt,
    signing: signingSummary(plan),
    updatedAt: times.updatedAt,
    lastSectionCompletedUpdatedAt: plan.lastSectionCompletedUpdatedAt,
    hasNotifiedNominee: plan.hasNotifiedNominee,
    isComplete: plan.lastSectionCompleted === 'REVIEW',
    isValid: estatePlanSectionValidations(plan, state).length === 0,
  };
};

const AHCD_FLAGS = [
  'isPersonalSectionComplete',
  'isPhysicianSectionComplete',
  'isAgentSectionComplete',
  'isValuesSectionComplete',
  'isWishesSectionComplete',
] as const;

/** The AHCD is complete when its five sections are (documents.md 3.2, 4.5). */
export const isAhcdComplete = (ahcd: Pick<Ahcd, (typeof AHCD_FLAGS)[number]>): boolean =>
  AHCD_FLAGS.every((flag) => ahcd[flag]);

export const ahcdSummary = (ahcd: Ahcd, times: Timestamps): DocumentSummary => ({
  randId: ahcd.randId,
  progress: {
    progressSectionPosition: AHCD_FLAGS.filter((flag) => ahcd[flag]).length,
    totalProgressSections: AHCD_SECTIONS.length - 1,
  },
  path: ahcdResumePath(ahcd),
  finalizedAt: ahcd.finalizedAt,
  signing: signingSummary(ahcd),
  updatedAt: times.updatedAt,
  lastSectionCompletedUpdatedAt: times.updatedAt,
  hasNotifiedNominee: false,
  isComplete: ahcd.isComplete,
  isValid: true,
});

export const dfpoaSummary = (dfpoa: Dfpoa, times: Timestamps): DocumentSummary => ({
  randId: dfpoa.randId,
  progress: {
    progressSectionPosition: dfpoa.lastSectionCompleted
      ? DFPOA_SECTIONS.indexOf(dfpoa.lastSectionCompleted)
      : 0,
    totalProgressSections: DFPOA_SECTIONS.length - 1,
  },
  path: dfpoaResumePath(dfpoa),
  finalizedAt: dfpoa.finalizedAt,
  signing: signingSummary(dfpoa),
  updatedAt: times.updatedAt,
  lastSectionCompletedUpdatedAt: times.updatedAt,
  hasNotifiedNominee: false,
  isComplete: dfpoa.isComplete,
  isValid: true,
});
