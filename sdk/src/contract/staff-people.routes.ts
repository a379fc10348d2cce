import { StaffReasonSchema } from '@bequest/domain';
import { z } from 'zod';
import { route, type RouteError, type StaffAuth } from './route';

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const NOT_APPLICABLE = { status: 409, code: 'PERSON.NOT_APPLICABLE' } as const;

/** A person's account is support's (and an administrator's) to act on (issue 24). */
const PEOPLE: StaffAuth = { staff: ['support', 'admin'] };

const PersonParamsSchema = z.object({ accountId: z.string().min(1).max(100) });

/** Every action on a person's account says why; the person reads the reason. */
export const PersonActionBodySchema = z.object({ reason: StaffReasonSchema });

export const MergePeopleBodySchema = PersonActionBodySchema.extend({
  /** The account merged away into the one of the path. */
  mergedAccountId: z.string().trim().min(1, 'Give the id of the account to merge').max(100),
});

/** What the action did, in a sentence for the staff member. */
export const PersonActionResultSchema = z.object({ message: z.string() });
export type PersonActionResult = z.output<typeof PersonActionResultSchema>;

const counts = z.record(z.string(), z.number().int().nonnegative());

export const MergePeopleResultSchema = PersonActionResultSchema.extend({
  keptAccountId: z.string(),
  /** The records moved to the kept account, by table. */
  moved: counts,
});

export const DeletePersonResultSchema = PersonActionResultSchema.extend({
  /** Rows removed by table, and those kept as the law requires (docs/legal/account-deletion.md). */
  removed: counts,
  kept: counts,
});
export type DeletePersonResult = z.output<typeof DeletePersonResultSchema>;

const action = <const Errors extends readonly RouteError[] = readonly []>(
  path: string,
  summary: string,
  errors?: Errors,
) =>
  route({
    method: 'POST',
    path: `/staff/people/:accountId/${path}`,
    summary,
    auth: PEOPLE,
    params: PersonParamsSchema,
    body: PersonActionBodySchema,
    response: PersonActionResultSchema,
    errors: [NOT_FOUND, ...(errors ?? ([] as unknown as Errors))] as const,
  });

/** What support does for a person on request, each with a reason, each audited (issue 24). */
export const staffPeopleActionRoutes = {
  resendPersonVerification: action(
    'verification-email',
    'Send the person a new link to confirm their e-mail address, giving the reason (audited; the person sees it)',
    [NOT_APPLICABLE],
  ),
  sendPersonPasswordReset: action(
    'password-reset-email',
    'Send the person a link to reset their password (to finish the account when it has none), giving the reason (audited; the person sees it)',
    [NOT_APPLICABLE],
  ),
  endPersonSessions: action(
    'session-ending',
    'Sign the person out on every device, giving the reason (audited; the person sees it)',
  ),
  unlockPersonSignIn: action(
    'sign-in-unlock',
    "Lift the waits that failed password attempts put on the person's sign-in, giving the reason (audited; the person sees it)",
  ),
  mergePeople: route({
    method: 'POST',
    path: '/staff/people/:accountId/merge',
    summary:
      'Merge another account of the same person into this one on their request: its profiles, documents and requests move here and it is removed (audited on both)',
    auth: PEOPLE,
    params: PersonParamsSchema,
    body: MergePeopleBodySchema,
    response: MergePeopleResultSchema,
    errors: [NOT_FOUND, { status: 409, code: 'PERSON.MERGE_REFUSED' }],
  }),
  deletePerson: route({
    method: 'POST',
    path: '/staff/people/:accountId/deletion',
    summary:
      "Delete the person's account on their request: personal data removed, what the law requires kept (audited)",
    auth: PEOPLE,
    params: PersonParamsSchema,
    body: PersonActionBodySchema,
    response: DeletePersonResultSchema,
    errors: [NOT_FOUND],
  }),
};
