import { isRepeatWillUserTreatmentArm, resolveExperimentSwitches } from '@bequest/domain';
import { clientFor, getStarted, linkCode, owner, verifiedPerson } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('the repeat-will-user experiment over HTTP (platform-core.md 4.2, 4.3, 9)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  const anonymous = (host = 'localhost') => clientFor(baseUrl, host);

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({
      experiments: resolveExperimentSwitches({ FW_REPEAT_WILL_USER_EXPERIMENT: 'true' }),
    }));
  });
  afterAll(() => testApp.close());

  it('stores the arm of a person who gets started and answers it on every visit', async () => {
    const grant = await getStarted(anonymous(), 'ana@example.com');
    const arm = grant.user.repeatWillUserArm;
    expect(['control', 'A', 'B']).toContain(arm);
    expect(grant.user).toMatchObject({
      isRegistered: false,
      isVerified: false,
      isLoggedIn: isRepeatWillUserTreatmentArm(arm),
    });
    const rows = await testApp.orm.em
      .fork()
      .execute('select repeat_will_user_arm from account where email = ?', ['ana@example.com']);
    expect(rows).toEqual([{ repeat_will_user_arm: arm }]);

    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    (
      await client.sendVerificationEmail({ body: { email: 'ana@example.com', redirectPath: '/' } })
    )._unsafeUnwrap();
    const code = await linkCode(testApp, 'ana@example.com', /Verify/);
    const verified = (await anonymous().verifyEmail({ body: { code } }))._unsafeUnwrap();
    expect(verified.user).toMatchObject({ repeatWillUserArm: arm, isEmailConfirmed: true });
    expect((await client.getCurrentUser())._unsafeUnwrap().repeatWillUserArm).toBe(arm);
  });

  it('leaves out people on a tenant that does not take part', async () => {
    const grant = (
      await anonymous('willow.localhost').getStarted({
        body: { email: 'wil@example.com', owner: owner('Wil'), termsAccepted: true },
      })
    )._unsafeUnwrap();
    expect(grant.user).toMatchObject({ repeatWillUserArm: null, isLoggedIn: false });
  });

  it('leaves out people who sign up with a password', async () => {
    const signedUp = await verifiedPerson(testApp, anonymous(), 'eve@example.com');
    expect(signedUp.user.repeatWillUserArm).toBeNull();
  });
});
