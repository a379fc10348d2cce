import { REPEAT_WILL_USER_ARMS, type RepeatWillUserArm } from '../reference/experiments';
import { assignRepeatWillUserArm } from './assign-repeat-will-user-arm';

const running = { FW_REPEAT_WILL_USER_EXPERIMENT: true };
const takesPart = { repeatWillUserExperiments: { gettingStarted: true } };

describe('repeat-will-user arm of a person getting started (platform-core.md 4.2, 4.3, 9)', () => {
  it.each([
    [false, false, null],
    [false, true, null],
    [true, false, null],
    [true, true, 'A'],
  ] as const)(
    'experiment running %s, tenant taking part %s → %j',
    (experimentRuns, gettingStarted, arm) => {
      expect(
        assignRepeatWillUserArm({
          accountId: 'account-1',
          experiments: { FW_REPEAT_WILL_USER_EXPERIMENT: experimentRuns },
          configuration: { repeatWillUserExperiments: { gettingStarted } },
        }),
      ).toBe(arm);
    },
  );

  // Pinned: a change of hash would move nobody already stored, but would split new people
  // differently from the old ones mid-experiment.
  it.each([
    ['account-1', 'A'],
    ['account-2', 'control'],
    ['account-3', 'A'],
    ['account-9', 'B'],
    ['id-1', 'A'],
    ['id-2', 'B'],
    ['id-3', 'control'],
  ] as const)('%s is always in arm %s', (accountId, arm) => {
    const assign = () =>
      assignRepeatWillUserArm({ accountId, experiments: running, configuration: takesPart });
    expect(assign()).toBe(arm);
    expect(assign()).toBe(arm);
  });

  it('puts roughly a third of people in each arm', () => {
    const counts: Record<RepeatWillUserArm, number> = { control: 0, A: 0, B: 0 };
    for (let index = 0; index < 3000; index += 1) {
      const arm = assignRepeatWillUserArm({
        accountId: `account-${index}`,
        experiments: running,
        configuration: takesPart,
      });
      if (arm) counts[arm] += 1;
    }
    for (const arm of REPEAT_WILL_USER_ARMS) {
      expect(counts[arm]).toBeGreaterThan(900);
      expect(counts[arm]).toBeLessThan(1100);
    }
  });
});
