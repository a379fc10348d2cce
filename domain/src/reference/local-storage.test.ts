import { DismissalTimesSchema, LOCAL_STORAGE_KEYS, parseDismissalTimes } from './local-storage';

describe('platform-core.md 9 local storage', () => {
  it('has the four keys of the specification', () => {
    expect(Object.values(LOCAL_STORAGE_KEYS)).toEqual([
      'internal_stock_gift_referrer',
      'rlt_multiple_estate_plan_warning_dismissal_times',
      'will_multiple_estate_plan_warning_dismissal_times',
      'orgPixel',
    ]);
  });

  it.each([
    [
      'a JSON map of key to date',
      '{"p1":"2025-03-01T12:00:00.000Z"}',
      { p1: '2025-03-01T12:00:00.000Z' },
    ],
    ['nothing stored', null, {}],
    ['undefined', undefined, {}],
    ['an empty string', ' ', {}],
    ['broken JSON', '{"p1":', {}],
    ['a list', '["2025-03-01"]', {}],
    ['a map of numbers', '{"p1":1}', {}],
  ])('reads %s', (_case, raw, expected) => {
    const times = parseDismissalTimes(raw);
    expect(times).toEqual(expected);
    expect(DismissalTimesSchema.parse(times)).toEqual(times);
  });
});
