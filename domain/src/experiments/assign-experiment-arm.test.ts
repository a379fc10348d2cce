import { EXPERIMENT_NAMES, REPEAT_WILL_USER_ARMS } from '../reference/experiments';
import { assignExperimentArm } from './assign-experiment-arm';
import { EXPERIMENT_DEFINITIONS, experimentArmNames } from './experiment-definitions';
import { stableHash } from './stable-hash';

const PEOPLE = Array.from({ length: 10_000 }, (_, index) => `person-${index}`);

describe('sticky experiment arms (platform-core.md 9, ADR 0023)', () => {
  it.each(EXPERIMENT_NAMES)(
    '%s splits 10,000 people within 2 points of its weights',
    (experiment) => {
      const arms: readonly { name: string; weight: number }[] =
        EXPERIMENT_DEFINITIONS[experiment].arms;
      const total = arms.reduce((sum, arm) => sum + arm.weight, 0);
      const counts = new Map<string, number>();
      for (const person of PEOPLE) {
        const arm = assignExperimentArm(experiment, person);
        counts.set(arm, (counts.get(arm) ?? 0) + 1);
      }
      expect([...counts.keys()].sort()).toEqual([...experimentArmNames(experiment)].sort());
      for (const arm of arms) {
        const share = (100 * (counts.get(arm.name) ?? 0)) / PEOPLE.length;
        expect(Math.abs(share - (100 * arm.weight) / total)).toBeLessThanOrEqual(2);
      }
    },
  );

  it('gives a person the same arm on every call', () => {
    for (const experiment of EXPERIMENT_NAMES)
      for (const person of PEOPLE.slice(0, 200))
        expect(assignExperimentArm(experiment, person)).toBe(
          assignExperimentArm(experiment, person),
        );
  });

  // Pinned across restarts and releases: the arm comes from the id alone, never from memory.
  it.each([
    ['FW_TRUST_ALL_STATES', 'person-1', 'control'],
    ['FW_TRUST_ALL_STATES', 'person-3', 'all_states'],
    ['FW_SHARE_WILL_FLOW_USERS_OPTIONAL', 'person-1', 'control'],
    ['FW_SHARE_WILL_FLOW_USERS_OPTIONAL', 'person-5', 'optional'],
    ['FW_DOWNLOAD_PAGE_REDESIGN', 'person-1', 'redesign'],
    ['FW_DOWNLOAD_PAGE_REDESIGN', 'person-2', 'control'],
    ['attorney_consult_banner_copy', 'person-1', 'questions'],
    ['attorney_consult_banner_copy', 'person-3', 'control'],
    ['FW_REPEAT_WILL_USER_EXPERIMENT', 'account-1', 'A'],
  ] as const)('%s puts %s in arm %s', (experiment, person, arm) => {
    expect(assignExperimentArm(experiment, person)).toBe(arm);
  });

  it('keeps every repeat-will-user arm given before it was written on the weights', () => {
    const before = (accountId: string) =>
      REPEAT_WILL_USER_ARMS[
        stableHash(`FW_REPEAT_WILL_USER_EXPERIMENT:${accountId}`) % REPEAT_WILL_USER_ARMS.length
      ];
    for (const person of PEOPLE)
      expect(assignExperimentArm('FW_REPEAT_WILL_USER_EXPERIMENT', person)).toBe(before(person));
  });

  it('splits people independently from one experiment to the next', () => {
    const redesigned = PEOPLE.filter(
      (person) => assignExperimentArm('FW_DOWNLOAD_PAGE_REDESIGN', person) === 'redesign',
    );
    const alsoOptional = redesigned.filter(
      (person) => assignExperimentArm('FW_SHARE_WILL_FLOW_USERS_OPTIONAL', person) === 'optional',
    );
    expect(Math.abs(alsoOptional.length / redesigned.length - 0.5)).toBeLessThan(0.03);
  });
});
