import {
  fundingReminderDue,
  fundingReminderWindow,
  type FundingReminderState,
} from './funding-reminder';

const now = new Date('2026-12-20T12:00:00Z');
const state = (patch: Partial<FundingReminderState> = {}): FundingReminderState => ({
  finalizedAt: '2026-12-01T12:00:00.000Z',
  lastRemindedAt: null,
  stopped: false,
  progress: { done: 1, total: 3 },
  ...patch,
});

describe('fundingReminderDue', () => {
  it.each<[string, Partial<FundingReminderState>, boolean]>([
    ['a finished trust with steps left, never reminded', {}, true],
    ['stopped by the person', { stopped: true }, false],
    ['every step done', { progress: { done: 3, total: 3 } }, false],
    ['no steps', { progress: { done: 0, total: 0 } }, false],
    ['not finished', { finalizedAt: null }, false],
    ['finished 6 days ago', { finalizedAt: '2026-12-14T12:00:01.000Z' }, false],
    ['finished 7 days ago', { finalizedAt: '2026-12-13T12:00:00.000Z' }, true],
    ['reminded 29 days ago', { lastRemindedAt: new Date('2026-11-21T12:00:01Z') }, false],
    ['reminded 30 days ago', { lastRemindedAt: new Date('2026-11-20T12:00:00Z') }, true],
  ])('%s: %s', (_case, patch, due) => {
    expect(fundingReminderDue(state(patch), now)).toBe(due);
  });
});

describe('fundingReminderWindow', () => {
  it('asks for trusts finished a week ago or more, reminded 30 days ago or more', () => {
    expect(fundingReminderWindow(now)).toEqual({
      remindedBefore: new Date('2026-11-20T12:00:00Z'),
      finishedBefore: new Date('2026-12-13T12:00:00Z'),
    });
  });
});
