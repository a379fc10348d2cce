import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/**
 * Every endpoint that takes an id, called with another account's id and from another tenant:
 * 404, and nothing changes (DECISIONS.md "The API").
 */
describe('a person never reaches another person’s data', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  it.each([
    ['another account of the same tenant', 'localhost'],
    ['an account of another tenant', 'willow.localhost'],
  ])('with %s', async (_case, attackerHost) => {
    const victimGrant = await getStarted(
      clientFor(baseUrl, 'localhost'),
      `victim-${attackerHost}@example.com`,
      'Vic',
    );
    const victim = clientFor(baseUrl, 'localhost', () => victimGrant.token);
    const target = victimGrant.user.activeProfile;

    const attackerGrant = await getStarted(
      clientFor(baseUrl, attackerHost),
      `attacker-${attackerHost}@example.com`,
      'Mal',
    );
    const attacker = clientFor(baseUrl, attackerHost, () => attackerGrant.token);

    const calls = {
      updateProfile: await attacker.updateProfile({
        params: { profileId: target.randId },
        body: { version: target.version, city: 'Stolen' },
      }),
      switchProfile: await attacker.switchProfile({ body: { profileId: target.randId } }),
      getGiftProgramDetails: await attacker.getGiftProgramDetails({
        params: { profileId: target.randId },
      }),
    };
    for (const [name, result] of Object.entries(calls))
      expect([name, result._unsafeUnwrapErr().status]).toEqual([name, 404]);

    const after = (await victim.getCurrentUser())._unsafeUnwrap();
    expect(after.activeProfile).toEqual(target);
    expect(
      (await attacker.getCurrentUser())._unsafeUnwrap().profiles.map((p) => p.randId),
    ).not.toContain(target.randId);
  });
});
