import { z } from 'zod';
import { ATTORNEY_DRAFTED_TIMELINE } from '../reference/business-constants';
import { UsStateCodeSchema } from '../reference/us-states';
import { addBusinessDays } from './print-mail-overdue';
import { queueSteps } from './queue-steps';

/**
 * Where an attorney-drafted plan is (issue 24; platform-core.md 1, 2.11): requested by the person
 * (Attorney Matching), matched by support with an attorney of the network who drafts it
 * (Attorney Drafting), drafted and being finalized with the person (Document Finalization), then
 * finalized; or closed, with a reason, before it is finalized. Finalized and closed are final.
 */
export const ATTORNEY_DRAFTED_PLAN_STATUSES = [
  'requested',
  'matched',
  'drafted',
  'finalized',
  'closed',
] as const;
export type AttorneyDraftedPlanStatus = (typeof ATTORNEY_DRAFTED_PLAN_STATUSES)[number];

/** The statuses in which the person still waits on us or the attorney. */
export const OPEN_ATTORNEY_DRAFTED_PLAN_STATUSES: readonly AttorneyDraftedPlanStatus[] = [
  'requested',
  'matched',
  'drafted',
];

export const ATTORNEY_DRAFTED_PLAN_STEPS = ['matched', 'drafted', 'finalized', 'closed'] as const;
export type AttorneyDraftedPlanStep = (typeof ATTORNEY_DRAFTED_PLAN_STEPS)[number];

const STEPS = queueSteps<AttorneyDraftedPlanStatus, AttorneyDraftedPlanStep>(
  ATTORNEY_DRAFTED_PLAN_STEPS,
  {
    matched: ['requested'],
    drafted: ['matched'],
    finalized: ['drafted'],
    closed: ['requested', 'matched', 'drafted'],
  },
);

/** The status after marking `step`, or why a plan in `status` cannot take it. */
export const nextAttorneyDraftedPlanStatus = STEPS.next;

/** The steps a plan in `status` can take next, for the console's buttons. */
export const attorneyDraftedPlanStepsFrom = STEPS.stepsFrom;

/** How the person reads each status on their account page. */
export const ATTORNEY_DRAFTED_PLAN_STATUS_LABELS: Readonly<
  Record<AttorneyDraftedPlanStatus, string>
> = {
  requested: 'Matching: we are finding an attorney in your state',
  matched: 'Matched: your attorney will contact you by e-mail',
  drafted: 'Drafted: your attorney is finalizing your documents with you',
  finalized: 'Finalized',
  closed: 'Closed',
};

/**
 * The step of the account page (ATTORNEY_DRAFTED_TIMELINE) each open status waits in: the
 * attorney-drafted steps the person reads, "Attorney Matching 1-2 weeks" and so on.
 */
const TIMELINE_STEP: Readonly<
  Record<'requested' | 'matched' | 'drafted', (typeof ATTORNEY_DRAFTED_TIMELINE)[number]['step']>
> = {
  requested: 'Attorney Matching',
  matched: 'Attorney Drafting',
  drafted: 'Document Finalization',
};

/**
 * How many of the account page's steps a plan in `status` has completed (0 to 3): matching is
 * done once matched, drafting once drafted, finalization once finalized.
 */
export const attorneyDraftedStepsDone = (status: AttorneyDraftedPlanStatus | null): number => {
  switch (status) {
    case 'matched':
      return 1;
    case 'drafted':
      return 2;
    case 'finalized':
      return 3;
    default:
      return 0;
  }
};

/**
 * When a plan that entered `status` at `since` becomes overdue: the longest of the timeline's
 * range for the step it waits in, in business days (weeks × 5), so "1-2 weeks" of matching is
 * overdue 10 business days after the request. A finalized or closed plan is never overdue.
 */
export const attorneyDraftedOverdueAt = (
  status: AttorneyDraftedPlanStatus,
  since: Date,
): Date | null => {
  if (status === 'finalized' || status === 'closed') return null;
  const step = ATTORNEY_DRAFTED_TIMELINE.find((item) => item.step === TIMELINE_STEP[status])!;
  return addBusinessDays(since, step.weeks.max * 5);
};

/**
 * An attorney of the network, as staff keep them: the name and firm the person is told, how the
 * person reaches them, and the states where they are licensed and take plans.
 */
export const AttorneyNetworkMemberSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Give the attorney’s name, in 2 to 200 characters.')
    .max(200, 'Give the attorney’s name, in 2 to 200 characters.'),
  firm: z.string().trim().max(200, 'Give the firm in at most 200 characters.').nullable(),
  email: z.email('Give the attorney’s e-mail address.').max(254),
  phone: z.string().trim().max(40, 'Give the phone number in at most 40 characters.').nullable(),
  states: z
    .array(UsStateCodeSchema, 'Choose the states where the attorney takes plans.')
    .min(1, 'Choose at least one state where the attorney takes plans.')
    .max(60),
  active: z.boolean(),
});
export type AttorneyNetworkMemberInput = z.input<typeof AttorneyNetworkMemberSchema>;
export type AttorneyNetworkMember = z.output<typeof AttorneyNetworkMemberSchema>;
