import {
  FUNDING_ASSET_KINDS,
  FUNDING_STATUSES,
  FUNDING_STEP_KINDS,
  FundingStepKeySchema,
  FundingStepStatusSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const INVALID = { status: 400, code: 'REQUEST.INVALID' } as const;
const NOT_FINISHED = { status: 409, code: 'TRUST_FUNDING.NOT_FINISHED' } as const;

export const FundingStepParamsSchema = z.object({ stepKey: FundingStepKeySchema });

/** A funding step with its status (issue 29). */
export const TrustFundingStepSchema = z.object({
  key: z.string(),
  assetKind: z.enum(FUNDING_ASSET_KINDS),
  step: z.enum(FUNDING_STEP_KINDS),
  label: z.string(),
  heading: z.string(),
  instructions: z.array(z.string()),
  bring: z.array(z.string()),
  alternative: z.string().nullable(),
  reason: z.string().nullable(),
  recorder: z.string().nullable(),
  notes: z.array(z.object({ text: z.string(), statute: z.string().nullable() })),
  status: z.enum(FUNDING_STATUSES),
  doneOn: z.string().nullable(),
});
export type TrustFundingStep = z.output<typeof TrustFundingStepSchema>;

/** The active profile's trust funding plan: the trust, its exact trustee title, the steps, the progress. */
export const TrustFundingViewSchema = z.object({
  trustName: z.string(),
  trusteeTitle: z.string(),
  /** False while the signing is not recorded: the title holds a placeholder for the date. */
  titleDated: z.boolean(),
  steps: z.array(TrustFundingStepSchema),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Whether reminders are e-mailed until every step is done. */
  remindersOn: z.boolean(),
});

export const FundingRemindersBodySchema = z.object({ remindersOn: z.boolean() });
export type TrustFundingView = z.output<typeof TrustFundingViewSchema>;

/** The trust funding assistant of the signed-in person's active profile (issue 29). */
export const trustFundingRoutes = {
  getTrustFunding: route({
    method: 'GET',
    path: '/me/trust-funding',
    summary:
      "The finished trust's funding steps: a deed, a re-registration, a POD/TOD designation or a beneficiary form per asset, each with its status (issue 29)",
    auth: 'session',
    response: TrustFundingViewSchema,
    errors: [NOT_FOUND, NOT_FINISHED],
  }),
  updateFundingStep: route({
    method: 'PUT',
    path: '/me/trust-funding/steps/:stepKey',
    summary: 'Mark a funding step not started, in progress, or done on a day (issue 29)',
    auth: 'session',
    params: FundingStepParamsSchema,
    body: FundingStepStatusSchema,
    response: TrustFundingViewSchema,
    errors: [NOT_FOUND, INVALID, NOT_FINISHED],
  }),
  setFundingReminders: route({
    method: 'PUT',
    path: '/me/trust-funding/reminders',
    summary:
      'Turn the funding reminder e-mails off, or on again; they stop by themselves once every step is done (issue 29)',
    auth: 'session',
    body: FundingRemindersBodySchema,
    response: TrustFundingViewSchema,
    errors: [NOT_FOUND, INVALID, NOT_FINISHED],
  }),
};
