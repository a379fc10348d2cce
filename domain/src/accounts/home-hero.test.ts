import { homeHero } from './home-hero';
import { recordsWith } from './test-records';

const EARLY = '2026-01-01T00:00:00Z';
const LATE = '2026-02-01T00:00:00Z';

describe('home hero (platform-core.md 4.6)', () => {
  it.each([
    // [will, rlt, access, rlt updated later, state, label]
    ['NOT_STARTED', 'NOT_STARTED', true, false, 'not_started', 'Make my will'],
    ['INCOMPLETE', 'NOT_STARTED', true, false, 'will_incomplete', 'Complete my will'],
    ['FINISHED', 'NOT_STARTED', true, false, 'will_complete', 'View my will'],
    ['NOT_STARTED', 'INCOMPLETE', true, false, 'rlt_incomplete', 'Complete my trust'],
    ['NOT_STARTED', 'FINISHED', true, false, 'rlt_complete', 'View my trust'],
    ['INCOMPLETE', 'FINISHED', true, false, 'rlt_complete', 'View my trust'],
    ['INCOMPLETE', 'INCOMPLETE', true, true, 'rlt_incomplete', 'Complete my trust'],
    ['INCOMPLETE', 'INCOMPLETE', true, false, 'will_incomplete', 'Complete my will'],
    ['FINISHED', 'FINISHED', true, true, 'will_complete', 'View my will'],
    ['FINISHED', 'INCOMPLETE', true, true, 'will_complete', 'View my will'],
    ['NOT_STARTED', 'FINISHED', false, false, 'not_started', 'Make my will'],
  ] as const)('will %s, trust %s, access %s → %s', (will, rlt, access, rltLater, state, label) => {
    const records = recordsWith(
      will,
      rlt,
      { updatedAt: rltLater ? EARLY : LATE },
      { updatedAt: rltLater ? LATE : EARLY },
    );
    expect(homeHero(records, access)).toMatchObject({ state, label });
  });
});
