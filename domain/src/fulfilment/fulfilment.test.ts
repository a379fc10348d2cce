import { addBusinessDays, printMailOverdueAt } from './print-mail-overdue';
import {
  nextPrintMailStatus,
  PRINT_MAIL_STATUSES,
  PRINT_MAIL_STEPS,
  printMailStepsFrom,
  type PrintMailStatus,
  type PrintMailStep,
} from './print-mail-status';

describe('print-and-mail requests (issue 24)', () => {
  const allowed: ReadonlyArray<[PrintMailStatus, PrintMailStep]> = [
    ['requested', 'printed'],
    ['printed', 'mailed'],
    ['mailed', 'delivered'],
    ['requested', 'cancelled'],
    ['printed', 'cancelled'],
  ];
  const table = PRINT_MAIL_STATUSES.flatMap((status) =>
    PRINT_MAIL_STEPS.map((step) => ({
      status,
      step,
      allowed: allowed.some(([from, to]) => from === status && to === step),
    })),
  );

  it.each(table)('$status → $step allowed: $allowed', ({ status, step, allowed: ok }) => {
    const next = nextPrintMailStatus(status, step);
    if (ok) expect(next._unsafeUnwrap()).toBe(step);
    else {
      expect(next._unsafeUnwrapErr().code).toBe('FULFILMENT.OUT_OF_ORDER');
      expect(next._unsafeUnwrapErr().message).toContain(`${status} → ${step}`);
    }
  });

  it('offers each status only its next steps', () => {
    expect(printMailStepsFrom('requested')).toEqual(['printed', 'cancelled']);
    expect(printMailStepsFrom('printed')).toEqual(['mailed', 'cancelled']);
    expect(printMailStepsFrom('mailed')).toEqual(['delivered']);
    expect(printMailStepsFrom('delivered')).toEqual([]);
    expect(printMailStepsFrom('cancelled')).toEqual([]);
  });

  it.each([
    // Thursday 2026-12-03: two weeks of weekdays, two weekends skipped.
    ['2026-12-03T15:30:00.000Z', 10, '2026-12-17T15:30:00.000Z'],
    // Monday
    ['2026-12-07T09:00:00.000Z', 10, '2026-12-21T09:00:00.000Z'],
    // Friday: the next business day is Monday.
    ['2026-12-04T12:00:00.000Z', 1, '2026-12-07T12:00:00.000Z'],
    // Saturday and Sunday count from Monday.
    ['2026-12-05T12:00:00.000Z', 1, '2026-12-07T12:00:00.000Z'],
    ['2026-12-06T12:00:00.000Z', 10, '2026-12-18T12:00:00.000Z'],
    ['2026-12-03T15:30:00.000Z', 0, '2026-12-03T15:30:00.000Z'],
  ])('%s plus %i business days is %s', (from, days, expected) => {
    expect(addBusinessDays(new Date(from), days).toISOString()).toBe(expected);
  });

  it('makes a request overdue 10 business days after it was asked', () => {
    expect(printMailOverdueAt(new Date('2026-12-03T15:30:00.000Z')).toISOString()).toBe(
      '2026-12-17T15:30:00.000Z',
    );
  });
});
