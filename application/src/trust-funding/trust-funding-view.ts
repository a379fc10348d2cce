import {
  BeneficiaryPlanSchema,
  buildFundingPlan,
  EstatePlanSchema,
  FUNDING_NOT_STARTED,
  fundingProgress,
  type FundingPlan,
  type FundingStep,
  type FundingStepStatus,
} from '@bequest/domain';
import { err, type Result } from 'neverthrow';
import type { DocumentRepository } from '../ports/document-repository.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { FundingOwnerScope, TrustFundingStatuses } from '../ports/trust-funding-statuses.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { TRUST_NOT_FINISHED } from './trust-funding.errors';

/** A funding step with its tracked status. */
export type TrackedFundingStep = FundingStep & FundingStepStatus;

/** The trust's funding plan as the API answers it (issue 29). */
export interface TrustFundingView extends Omit<FundingPlan, 'steps'> {
  readonly steps: TrackedFundingStep[];
  readonly progress: { readonly done: number; readonly total: number };
  /** Whether reminders are e-mailed until every step is done (the person may stop them). */
  readonly remindersOn: boolean;
}

export type TrustFundingError =
  UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.INVALID'> | typeof TRUST_NOT_FINISHED;

export const fundingOwnerOf = (requester: Requester): FundingOwnerScope => ({
  tenantId: requester.tenantId,
  accountId: requester.accountId,
  profileId: requester.activeProfileId,
});

/** What a funding plan is read from: the trust, the profile and the beneficiary plan, when kept. */
export interface FundingRecords {
  readonly trust: Awaited<ReturnType<DocumentRepository['find']>>;
  readonly profile: Awaited<ReturnType<ProfileRepository['findById']>>;
  readonly beneficiaryPlan: Awaited<ReturnType<DocumentRepository['find']>>;
}

/**
 * A profile's own funding records, every read scoped to its tenant, account and profile.
 */
export const fundingRecordsOf = async (
  { tenantId, accountId, profileId }: FundingOwnerScope,
  documents: DocumentRepository,
  profiles: ProfileRepository,
): Promise<FundingRecords> => {
  const [trust, profile, beneficiaryPlan] = await Promise.all([
    documents.find(tenantId, accountId, profileId, 'RLT'),
    profiles.findById(tenantId, accountId, profileId),
    documents.find(tenantId, accountId, profileId, 'NONPROBATE_PLANS'),
  ]);
  return { trust, profile, beneficiaryPlan };
};

/** The trust funding plan the records give, or why there is none. */
export const fundingPlanFrom = ({
  trust: stored,
  profile,
  beneficiaryPlan,
}: FundingRecords): Result<FundingPlan, TrustFundingError> => {
  if (!stored || !profile) return err(notFound('Trust'));
  const trust = EstatePlanSchema.safeParse(stored.data);
  if (!trust.success) return err(notFound('Trust'));
  const assets = beneficiaryPlan
    ? (BeneficiaryPlanSchema.safeParse(beneficiaryPlan.data).data?.assets ?? [])
    : [];
  return buildFundingPlan(
    trust.data,
    {
      fullName: profile.profile.fullName,
      county: profile.profile.county,
      administrativeArea: profile.profile.administrativeArea,
    },
    assets,
  ).mapErr((reason) => (reason === 'NOT_A_TRUST' ? notFound('Trust') : TRUST_NOT_FINISHED));
};

/**
 * The active profile's trust funding plan from its own records only: its trust, its profile, its
 * beneficiary plan, every read scoped to the requester's tenant, account and active profile.
 */
export const fundingPlanOf = async (
  requester: Requester,
  documents: DocumentRepository,
  profiles: ProfileRepository,
): Promise<Result<FundingPlan, TrustFundingError>> =>
  fundingPlanFrom(await fundingRecordsOf(fundingOwnerOf(requester), documents, profiles));

/** The plan with each step's kept status; a step never set is not started. */
export const trackedView = async (
  plan: FundingPlan,
  owner: FundingOwnerScope,
  statuses: TrustFundingStatuses,
): Promise<TrustFundingView> => {
  const [rows, reminders] = await Promise.all([statuses.list(owner), statuses.reminders(owner)]);
  const kept = new Map(rows.map((row) => [row.stepKey, row.status]));
  const steps = plan.steps.map((step) => ({
    ...step,
    ...(kept.get(step.key) ?? FUNDING_NOT_STARTED),
  }));
  return {
    ...plan,
    steps,
    progress: fundingProgress(
      steps.map((step) => step.key),
      Object.fromEntries(kept),
    ),
    remindersOn: reminders.stoppedAt === null,
  };
};
