import { resolveExperimentSwitches } from '@bequest/domain';
import { InMemoryPorts } from '../testing/in-memory';
import { inMemoryContainer } from '../testing/container';
import { GetCurrentUser } from './get-current-user.use-case';
import { GetStarted, type GetStartedInput } from './get-started.use-case';
import { GetStartedWithPassword } from './get-started-with-password.use-case';
import { SendVerificationEmail } from './send-verification-email.use-case';
import { VerifyEmail } from './verify-email.use-case';

const input = (email: string, overrides: Partial<GetStartedInput> = {}): GetStartedInput => ({
  tenantId: 'bequest',
  origin: 'http://localhost:3000',
  email,
  owner: { fullName: { first: 'Ana', middle: '', last: 'Li' }, birthDate: '01/15/1980' },
  termsAccepted: true,
  product: 'WILL',
  ...overrides,
});

const containerWith = (experimentRuns: boolean) => {
  const ports = new InMemoryPorts();
  ports.experiments = resolveExperimentSwitches({
    FW_REPEAT_WILL_USER_EXPERIMENT: experimentRuns,
  });
  return inMemoryContainer(ports);
};

// The in-memory ids are id-1, id-2, ...: each start takes an account id, then a profile id, so
// the first three people's accounts are id-1 (arm A), id-3 (control) and id-5 (arm B).
describe('the repeat-will-user experiment (platform-core.md 4.2, 4.3, 9)', () => {
  it('puts people getting started on a taking-part tenant in an arm; A and B count as logged in', async () => {
    const { container, ports } = containerWith(true);
    const getStarted = container.get(GetStarted);
    const users = [];
    for (const email of ['a@example.com', 'c@example.com', 'b@example.com'])
      users.push((await getStarted.execute(input(email)))._unsafeUnwrap().user);
    expect(
      users.map(({ repeatWillUserArm, isRegistered, isVerified, isLoggedIn }) => ({
        repeatWillUserArm,
        isRegistered,
        isVerified,
        isLoggedIn,
      })),
    ).toEqual([
      { repeatWillUserArm: 'A', isRegistered: false, isVerified: false, isLoggedIn: true },
      { repeatWillUserArm: 'control', isRegistered: false, isVerified: false, isLoggedIn: false },
      { repeatWillUserArm: 'B', isRegistered: false, isVerified: false, isLoggedIn: true },
    ]);
    expect([...ports.accounts.values()].map((account) => account.repeatWillUserArm)).toEqual([
      'A',
      'control',
      'B',
    ]);
  });

  it('keeps the arm for good: the next visit and a verified e-mail find the same arm', async () => {
    const { container, ports } = containerWith(true);
    const started = (
      await container.get(GetStarted).execute(input('ana@example.com'))
    )._unsafeUnwrap().user.activeProfile;
    await container.get(SendVerificationEmail).execute(input('ana@example.com'));
    const code = /code=([\w-]+)/.exec(ports.mail[0]?.values.link ?? '')?.[1] ?? '';
    const verified = (
      await container.get(VerifyEmail).execute({ tenantId: 'bequest', code })
    )._unsafeUnwrap().user;
    expect(verified).toMatchObject({ repeatWillUserArm: 'A', isEmailConfirmed: true });
    const later = await container.get(GetCurrentUser).execute({
      tenantId: 'bequest',
      accountId: started.accountId!,
      activeProfileId: started.randId,
    });
    expect(later._unsafeUnwrap()).toMatchObject({ repeatWillUserArm: 'A', isLoggedIn: true });
  });

  it('enrolls the repeat will user who gets started with a password; logging in keeps the arm', async () => {
    const { container } = containerWith(true);
    const withPassword = container.get(GetStartedWithPassword);
    const body = {
      ...input('ned@example.com'),
      password: 'Secret123',
      clientAddress: '203.0.113.7',
      deviceToken: null,
    };
    const created = (await withPassword.execute(body))._unsafeUnwrap();
    expect(created).toMatchObject({ isNewUser: true, user: { repeatWillUserArm: 'A' } });
    const again = (await withPassword.execute(body))._unsafeUnwrap();
    expect(again).toMatchObject({ isNewUser: false, user: { repeatWillUserArm: 'A' } });
  });

  it.each([
    ['the experiment is off', false, 'bequest'],
    ['the tenant does not take part', true, 'willow'],
  ])('leaves everyone out when %s', async (_case, experimentRuns, tenantId) => {
    const { container } = containerWith(experimentRuns);
    const grant = await container
      .get(GetStarted)
      .execute(input('ana@example.com', { tenantId, product: 'WILL' }));
    expect(grant._unsafeUnwrap().user).toMatchObject({
      repeatWillUserArm: null,
      isLoggedIn: false,
    });
  });
});
