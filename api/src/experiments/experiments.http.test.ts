import { assignExperimentArm, resolveExperimentSwitches } from '@bequest/domain';
import { forceExperimentArm } from '../testing/experiment-overrides';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('experiments over HTTP (platform-core.md 9, ADR 0023)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({
      experiments: resolveExperimentSwitches({ FW_TRUST_ALL_STATES: 'true' }),
    }));
  });
  afterAll(() => testApp.close());

  const person = async (email: string) => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), email);
    const personId = grant.user.activeProfile.accountId!;
    return {
      personId,
      token: grant.token,
      sdk: clientFor(baseUrl, 'localhost', () => grant.token),
    };
  };

  it('answers the sticky arm of a running experiment and nothing for the others', async () => {
    const { personId, sdk } = await person('ana@example.com');
    const { arms } = (await sdk.getExperimentArms())._unsafeUnwrap();
    const arm = assignExperimentArm('FW_TRUST_ALL_STATES', personId);
    expect(arms.FW_TRUST_ALL_STATES).toEqual({
      arm,
      parameter: arm === 'all_states',
      forced: false,
    });
    expect(arms.FW_DOWNLOAD_PAGE_REDESIGN).toBeNull();
    expect((await sdk.getExperimentArms())._unsafeUnwrap().arms).toEqual(arms);
  });

  it('answers an arm forced by an override, both ways, and the experiment again once cleared', async () => {
    const { personId, sdk } = await person('bo@example.com');
    await forceExperimentArm(testApp, { personId }, 'FW_DOWNLOAD_PAGE_REDESIGN', 'redesign');
    expect((await sdk.getExperimentArms())._unsafeUnwrap().arms.FW_DOWNLOAD_PAGE_REDESIGN).toEqual({
      arm: 'redesign',
      parameter: null,
      forced: true,
    });
    await forceExperimentArm(testApp, { personId }, 'FW_DOWNLOAD_PAGE_REDESIGN', 'control');
    expect(
      (await sdk.getExperimentArms())._unsafeUnwrap().arms.FW_DOWNLOAD_PAGE_REDESIGN?.arm,
    ).toBe('control');
    await forceExperimentArm(testApp, { personId }, 'FW_DOWNLOAD_PAGE_REDESIGN', null);
    expect(
      (await sdk.getExperimentArms())._unsafeUnwrap().arms.FW_DOWNLOAD_PAGE_REDESIGN,
    ).toBeNull();
  });

  it('keeps the first exposure in PostgreSQL; a later one changes nothing', async () => {
    const { personId, sdk } = await person('cy@example.com');
    const expose = () =>
      sdk.logExperimentExposure({ params: { experiment: 'FW_TRUST_ALL_STATES' } });
    const first = (await expose())._unsafeUnwrap();
    expect(first).toMatchObject({
      experiment: 'FW_TRUST_ALL_STATES',
      arm: assignExperimentArm('FW_TRUST_ALL_STATES', personId),
      forced: false,
    });
    await forceExperimentArm(
      testApp,
      { personId },
      'FW_TRUST_ALL_STATES',
      first.arm === 'control' ? 'all_states' : 'control',
    );
    expect((await expose())._unsafeUnwrap()).toEqual(first);
    const rows = await testApp.orm.em
      .fork()
      .execute('select tenant_id, arm, forced from experiment_exposure where person_id = ?', [
        personId,
      ]);
    expect(rows).toEqual([{ tenant_id: 'bequest', arm: first.arm, forced: false }]);
  });

  it('refuses an exposure outside the experiment, an unknown experiment and no session', async () => {
    const { sdk, token } = await person('di@example.com');
    const notIn = await sdk.logExperimentExposure({
      params: { experiment: 'FW_DOWNLOAD_PAGE_REDESIGN' },
    });
    expect(notIn._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'EXPERIMENT.NOT_ENROLLED' },
    });
    const unknown = await fetch(`${baseUrl}/v2/me/experiments/FW_NOPE/exposure`, {
      method: 'POST',
      headers: { 'x-forwarded-host': 'localhost', authorization: `Bearer ${token}` },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { code: 'REQUEST.INVALID', fields: { experiment: expect.any(String) } },
    });
    const anonymous = await clientFor(baseUrl, 'localhost').getExperimentArms();
    expect(anonymous._unsafeUnwrapErr().status).toBe(401);
  });
});
