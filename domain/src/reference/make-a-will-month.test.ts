import {
  isMakeAWillMonth,
  MAKE_A_WILL_MONTH_INDEX,
  showsMakeAWillMonthHeading,
} from './make-a-will-month';

describe('platform-core.md 2.5, 9 National Make-A-Will Month (August, month index 7)', () => {
  it('is month index 7', () => {
    expect(MAKE_A_WILL_MONTH_INDEX).toBe(7);
  });

  it.each([
    [new Date(2025, 7, 1), true],
    [new Date(2025, 7, 31, 23, 59), true],
    [new Date(2025, 6, 31, 23, 59), false],
    [new Date(2025, 8, 1), false],
    [new Date(2026, 0, 15), false],
  ])('%s is in the month: %j', (now, expected) => {
    expect(isMakeAWillMonth(now)).toBe(expected);
  });

  it.each([
    [new Date(2025, 7, 10), null, true],
    [new Date(2025, 7, 10), true, true],
    [new Date(2025, 7, 10), false, false],
    [new Date(2025, 8, 10), null, false],
    [new Date(2025, 8, 10), true, false],
  ])('on %s with the partner opted in %j, the heading shows: %j', (now, optedIn, shown) => {
    expect(showsMakeAWillMonthHeading(now, optedIn)).toBe(shown);
  });
});
