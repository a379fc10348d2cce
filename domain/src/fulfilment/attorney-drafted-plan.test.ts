import {
  ATTORNEY_DRAFTED_PLAN_STATUSES,
  ATTORNEY_DRAFTED_PLAN_STEPS,
  AttorneyNetworkMemberSchema,
  attorneyDraftedOverdueAt,
  attorneyDraftedPlanStepsFrom,
  attorneyDraftedStepsDone,
  nextAttorneyDraftedPlanStatus,
  type AttorneyDraftedPlanStatus,
  type AttorneyDraftedPlanStep,
} from './attorney-drafted-plan';

describe('attorney-drafted plans (issue 24)', () => {
  const allowed: ReadonlyArray<[AttorneyDraftedPlanStatus, AttorneyDraftedPlanStep]> = [
    ['requested', 'matched'],
    ['matched', 'drafted'],
    ['drafted', 'finalized'],
    ['requested', 'closed'],
    ['matched', 'closed'],
    ['drafted', 'closed'],
  ];
  const table = ATTORNEY_DRAFTED_PLAN_STATUSES.flatMap((status) =>
    ATTORNEY_DRAFTED_PLAN_STEPS.map((step) => ({
      status,
      step,
      allowed: allowed.some(([from, to]) => from === status && to === step),
    })),
  );

  it.each(table)('$status → $step allowed: $allowed', ({ status, step, allowed: ok }) => {
    const next = nextAttorneyDraftedPlanStatus(status, step);
    if (ok) expect(next._unsafeUnwrap()).toBe(step);
    else expect(next._unsafeUnwrapErr().message).toContain(`${status} → ${step}`);
  });

  it('offers each status only its next steps, and counts the account page’s steps done', () => {
    expect(attorneyDraftedPlanStepsFrom('requested')).toEqual(['matched', 'closed']);
    expect(attorneyDraftedPlanStepsFrom('finalized')).toEqual([]);
    expect(
      (['requested', 'matched', 'drafted', 'finalized', 'closed', null] as const).map(
        attorneyDraftedStepsDone,
      ),
    ).toEqual([0, 1, 2, 3, 0, 0]);
  });

  it.each([
    // Matching, 1-2 weeks: 10 business days from a Thursday.
    ['requested', '2026-12-03T15:30:00.000Z', '2026-12-17T15:30:00.000Z'],
    // Drafting, 4-6 weeks: 30 business days, past Christmas, New Year's Day and MLK Day.
    ['matched', '2026-12-07T09:00:00.000Z', '2027-01-21T09:00:00.000Z'],
    // Finalization, 1-2 weeks; a Saturday counts from Monday.
    ['drafted', '2026-12-05T12:00:00.000Z', '2026-12-18T12:00:00.000Z'],
  ] as const)('makes a plan %s at %s overdue at %s', (status, since, expected) => {
    expect(attorneyDraftedOverdueAt(status, new Date(since))?.toISOString()).toBe(expected);
  });

  it('never makes a finalized or closed plan overdue', () => {
    expect(attorneyDraftedOverdueAt('finalized', new Date())).toBeNull();
    expect(attorneyDraftedOverdueAt('closed', new Date())).toBeNull();
  });

  it('names each field of an attorney of the network at fault', () => {
    const valid = {
      name: 'Jordan Avery',
      firm: 'Avery Law',
      email: 'jordan@averylaw.example',
      phone: null,
      states: ['CA', 'OR'],
      active: true,
    };
    expect(AttorneyNetworkMemberSchema.parse(valid)).toEqual(valid);
    const refused = AttorneyNetworkMemberSchema.safeParse({
      ...valid,
      name: 'J',
      email: 'nope',
      states: [],
    });
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'email',
      'name',
      'states',
    ]);
  });
});
