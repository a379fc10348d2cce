import {
  assignExperimentArm,
  EXPERIMENT_NAMES,
  resolveExperimentSwitches,
  type ExperimentName,
} from '@bequest/domain';
import { GetCurrentUser } from '../accounts/get-current-user.use-case';
import { newAccount } from '../accounts/new-account';
import { inMemoryContainer } from '../testing/container';
import { newProfile } from '../profiles/new-profile';
import { InMemoryPorts } from '../testing/in-memory';
import { LogExperimentExposure } from './log-experiment-exposure.use-case';
import { OverrideExperimentArm } from './override-experiment-arm.use-case';
import { ReadExperimentArms } from './read-experiment-arms.use-case';

const ALL_RUNNING = resolveExperimentSwitches(
  Object.fromEntries(EXPERIMENT_NAMES.map((name) => [name, true])),
);

/** A container with one person on a tenant, and the experiments given running. */
const setUp = async (switches = ALL_RUNNING, tenantId = 'bequest') => {
  const ports = new InMemoryPorts();
  ports.experiments = switches;
  const { container } = inMemoryContainer(ports);
  const personId = 'person-3';
  await ports.accountRepository.create(
    newAccount({
      id: personId,
      tenantId,
      email: 'ana@example.com',
      passwordHash: null,
      accountOwnerId: 'profile-1',
    }),
  );
  const requester = { tenantId, accountId: personId, activeProfileId: 'profile-1' };
  const force = (experiment: string, arm: string | null) =>
    container
      .get(OverrideExperimentArm)
      .execute({ tenantId, personId, experiment, arm, setBy: 'test' });
  const arms = async () =>
    (await container.get(ReadExperimentArms).execute(requester))._unsafeUnwrap();
  const expose = (experiment: ExperimentName) =>
    container.get(LogExperimentExposure).execute(requester, experiment);
  return { container, ports, personId, requester, force, arms, expose };
};

describe('experiment arms of the current person (platform-core.md 9, ADR 0023)', () => {
  it('gives each running experiment the sticky arm of the person id', async () => {
    const { arms, personId } = await setUp();
    const read = await arms();
    for (const experiment of EXPERIMENT_NAMES.filter(
      (name) => name !== 'FW_REPEAT_WILL_USER_EXPERIMENT',
    ))
      expect(read[experiment]?.arm).toBe(assignExperimentArm(experiment, personId));
    expect(read.FW_TRUST_ALL_STATES).toEqual({ arm: 'all_states', parameter: true, forced: false });
    expect(read.attorney_consult_banner_copy).toEqual({
      arm: 'control',
      parameter: 'talk_to_attorney',
      forced: false,
    });
    // Enrolled only at get-started, and this account was not.
    expect(read.FW_REPEAT_WILL_USER_EXPERIMENT).toBeNull();
    expect(await arms()).toEqual(read);
  });

  it('puts nobody in an experiment that is off, or on a tenant whose toggle is off', async () => {
    const off = await setUp(resolveExperimentSwitches());
    expect(Object.values(await off.arms()).every((arm) => arm === null)).toBe(true);
    const advisory = await setUp(ALL_RUNNING, 'acme-wealth');
    expect(Object.values(await advisory.arms()).every((arm) => arm === null)).toBe(true);
  });

  it('lets an override force an arm both ways, experiment running or not, until cleared', async () => {
    const { arms, force } = await setUp(resolveExperimentSwitches());
    expect((await force('FW_DOWNLOAD_PAGE_REDESIGN', 'redesign'))._unsafeUnwrap()).toEqual({
      arm: 'redesign',
      parameter: null,
      forced: true,
    });
    expect((await arms()).FW_DOWNLOAD_PAGE_REDESIGN).toEqual({
      arm: 'redesign',
      parameter: null,
      forced: true,
    });
    await force('FW_DOWNLOAD_PAGE_REDESIGN', 'control');
    expect((await arms()).FW_DOWNLOAD_PAGE_REDESIGN?.arm).toBe('control');
    await force('FW_DOWNLOAD_PAGE_REDESIGN', null);
    expect((await arms()).FW_DOWNLOAD_PAGE_REDESIGN).toBeNull();
  });

  it('forces the repeat-will-user arm on the current user too, so arm A counts as logged in', async () => {
    const { container, force, requester, ports } = await setUp();
    await ports.profileRepository.create(
      newProfile({
        randId: 'profile-1',
        accountId: requester.accountId,
        tenantId: 'bequest',
        email: 'ana@example.com',
      }),
    );
    const me = () => container.get(GetCurrentUser).execute(requester);
    expect((await me())._unsafeUnwrap()).toMatchObject({
      repeatWillUserArm: null,
      isLoggedIn: false,
    });
    await force('FW_REPEAT_WILL_USER_EXPERIMENT', 'A');
    expect((await me())._unsafeUnwrap()).toMatchObject({
      repeatWillUserArm: 'A',
      isLoggedIn: true,
    });
  });

  it('refuses an unknown experiment, an arm it lacks and a person who does not exist', async () => {
    const { container, force } = await setUp();
    expect((await force('FW_NOPE', 'control'))._unsafeUnwrapErr()).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { experiment: expect.stringContaining('FW_TRUST_ALL_STATES') },
    });
    expect((await force('FW_TRUST_ALL_STATES', 'A'))._unsafeUnwrapErr()).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { arm: 'Choose one of control, all_states' },
    });
    const stranger = await container.get(OverrideExperimentArm).execute({
      tenantId: 'bequest',
      personId: 'nobody',
      experiment: 'FW_TRUST_ALL_STATES',
      arm: 'control',
      setBy: 'test',
    });
    expect(stranger._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
  });
});

describe('experiment exposures (ADR 0023)', () => {
  it('keeps the first exposure of a person to an experiment and ignores later ones', async () => {
    const { expose, ports, force, personId } = await setUp();
    const first = (await expose('FW_TRUST_ALL_STATES'))._unsafeUnwrap();
    expect(first).toEqual({
      tenantId: 'bequest',
      personId,
      experiment: 'FW_TRUST_ALL_STATES',
      arm: 'all_states',
      forced: false,
      exposedAt: ports.now,
    });
    ports.now = new Date('2026-11-24T10:00:00Z');
    await force('FW_TRUST_ALL_STATES', 'control');
    expect((await expose('FW_TRUST_ALL_STATES'))._unsafeUnwrap()).toEqual(first);
    expect(ports.exposures).toEqual([first]);
  });

  it('logs no exposure for a person outside the experiment', async () => {
    const { expose, ports } = await setUp(resolveExperimentSwitches());
    expect((await expose('FW_DOWNLOAD_PAGE_REDESIGN'))._unsafeUnwrapErr().code).toBe(
      'EXPERIMENT.NOT_ENROLLED',
    );
    expect(ports.exposures).toEqual([]);
  });
});
