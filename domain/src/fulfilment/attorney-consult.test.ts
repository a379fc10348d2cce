import { attorneyConsultOverdueAt } from './attorney-consult-overdue';
import {
  ATTORNEY_CONSULT_STATUSES,
  ATTORNEY_CONSULT_STEPS,
  attorneyConsultStepsFrom,
  nextAttorneyConsultStatus,
  type AttorneyConsultStatus,
  type AttorneyConsultStep,
} from './attorney-consult-status';

describe('attorney-consult requests (issue 24)', () => {
  const allowed: ReadonlyArray<[AttorneyConsultStatus, AttorneyConsultStep]> = [
    ['requested', 'referred'],
    ['referred', 'contacted'],
    ['requested', 'closed'],
    ['referred', 'closed'],
  ];
  const table = ATTORNEY_CONSULT_STATUSES.flatMap((status) =>
    ATTORNEY_CONSULT_STEPS.map((step) => ({
      status,
      step,
      allowed: allowed.some(([from, to]) => from === status && to === step),
    })),
  );

  it.each(table)('$status → $step allowed: $allowed', ({ status, step, allowed: ok }) => {
    const next = nextAttorneyConsultStatus(status, step);
    if (ok) expect(next._unsafeUnwrap()).toBe(step);
    else {
      expect(next._unsafeUnwrapErr().code).toBe('FULFILMENT.OUT_OF_ORDER');
      expect(next._unsafeUnwrapErr().message).toContain(`${status} → ${step}`);
    }
  });

  it('offers each status only its next steps', () => {
    expect(attorneyConsultStepsFrom('requested')).toEqual(['referred', 'closed']);
    expect(attorneyConsultStepsFrom('referred')).toEqual(['contacted', 'closed']);
    expect(attorneyConsultStepsFrom('contacted')).toEqual([]);
    expect(attorneyConsultStepsFrom('closed')).toEqual([]);
  });

  it.each([
    // Thursday: Friday, Monday, Tuesday.
    ['2026-12-03T15:30:00.000Z', '2026-12-08T15:30:00.000Z'],
    // Monday
    ['2026-12-07T09:00:00.000Z', '2026-12-10T09:00:00.000Z'],
    // Saturday counts from Monday.
    ['2026-12-05T12:00:00.000Z', '2026-12-09T12:00:00.000Z'],
  ])('makes a request made %s overdue at %s, 3 business days later', (from, expected) => {
    expect(attorneyConsultOverdueAt(new Date(from)).toISOString()).toBe(expected);
  });
});
