import { consumerBanner } from './consumer-banner';
import { recordsWith } from './test-records';

const EARLY = '2026-01-01T00:00:00Z';
const LATE = '2026-02-01T00:00:00Z';

describe('consumer account banner (platform-core.md 4.5)', () => {
  it.each([
    // [will, rlt, rlt access, will notified, rlt notified, banner]
    ['INCOMPLETE', 'INCOMPLETE', true, false, false, { type: 'finish', product: 'RLT' }],
    [
      'FINISHED',
      'INCOMPLETE',
      true,
      false,
      false,
      { type: 'notify_nominees', path: '/will/nominee-sharing' },
    ],
    ['FINISHED', 'INCOMPLETE', true, true, false, null],
    [
      'INCOMPLETE',
      'FINISHED',
      true,
      false,
      false,
      { type: 'notify_nominees', path: '/rlt/nominee-sharing' },
    ],
    ['INCOMPLETE', 'FINISHED', true, false, true, null],
    ['FINISHED', 'FINISHED', true, false, false, null],
    ['INCOMPLETE', 'NOT_STARTED', true, false, false, { type: 'finish', product: 'WILL' }],
    ['NOT_STARTED', 'INCOMPLETE', true, false, false, { type: 'finish', product: 'RLT' }],
    ['NOT_STARTED', 'NOT_STARTED', true, false, false, { type: 'start' }],
    ['NOT_STARTED', 'NOT_STARTED', false, false, false, { type: 'start' }],
    ['INCOMPLETE', 'NOT_STARTED', false, false, false, { type: 'finish', product: 'WILL' }],
    [
      'FINISHED',
      'NOT_STARTED',
      true,
      false,
      false,
      { type: 'notify_nominees', path: '/will/nominee-sharing' },
    ],
    ['FINISHED', 'NOT_STARTED', false, true, false, null],
    ['INCOMPLETE', 'INCOMPLETE', false, false, false, { type: 'finish', product: 'WILL' }],
    ['NOT_STARTED', 'FINISHED', false, false, false, { type: 'start' }],
    ['NOT_STARTED', 'FINISHED', true, false, false, null],
  ] as const)(
    'will %s, trust %s, access %s, notified %s/%s',
    (will, rlt, access, willNotified, rltNotified, expected) => {
      const records = recordsWith(
        will,
        rlt,
        { hasNotifiedNominee: willNotified, lastSectionCompletedUpdatedAt: EARLY },
        { hasNotifiedNominee: rltNotified, lastSectionCompletedUpdatedAt: LATE },
      );
      const banner = consumerBanner(records, access);
      expect(banner === null ? null : banner).toEqual(
        expected === null ? null : expect.objectContaining(expected),
      );
    },
  );

  it('both incomplete: the later lastSectionCompletedUpdatedAt wins, ties go to the will', () => {
    const later = recordsWith(
      'INCOMPLETE',
      'INCOMPLETE',
      { lastSectionCompletedUpdatedAt: LATE },
      {
        lastSectionCompletedUpdatedAt: EARLY,
      },
    );
    expect(consumerBanner(later, true)).toMatchObject({ product: 'WILL' });
    const tie = recordsWith('INCOMPLETE', 'INCOMPLETE', {}, {});
    expect(consumerBanner(tie, true)).toMatchObject({ product: 'WILL' });
  });

  it("finish points to the document's own path, else its base", () => {
    const records = recordsWith('INCOMPLETE', 'NOT_STARTED', { path: '/will/gifts' });
    expect(consumerBanner(records, false)).toEqual({
      type: 'finish',
      product: 'WILL',
      path: '/will/gifts',
    });
    expect(consumerBanner(recordsWith('NOT_STARTED', 'INCOMPLETE'), true)).toMatchObject({
      path: '/rlt',
    });
  });
});
