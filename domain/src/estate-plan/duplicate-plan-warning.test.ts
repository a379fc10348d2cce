import { dismissDuplicatePlanWarning, showsDuplicatePlanWarning } from './duplicate-plan-warning';

describe('the duplicate-plan warning (documents.md 4.2)', () => {
  it.each([
    [true, 'will-1', {}, true],
    [false, 'will-1', {}, false],
    [true, null, {}, false],
    [true, 'will-1', { 'will-1': '2026-11-01T00:00:00.000Z' }, false],
    [true, 'will-2', { 'will-1': '2026-11-01T00:00:00.000Z' }, true],
  ])(
    'setting %s, other plan %s, dismissals %j: shown %s',
    (warn, otherPlanId, dismissals, shown) => {
      expect(
        showsDuplicatePlanWarning({
          warnDuplicateEstatePlanCreation: warn,
          otherPlanId,
          dismissals,
        }),
      ).toBe(shown);
    },
  );

  it('remembers a dismissal per plan, with its time', () => {
    expect(
      dismissDuplicatePlanWarning({ a: 'x' }, 'will-1', new Date('2026-11-23T10:00:00Z')),
    ).toEqual({
      a: 'x',
      'will-1': '2026-11-23T10:00:00.000Z',
    });
  });
});
