import { inMemoryContainer } from '../testing/container';
import { GetStarted, type GetStartedInput } from './get-started.use-case';
import { LogIn } from './log-in.use-case';
import { RequestPasswordReset } from './request-password-reset.use-case';
import { ResetPassword } from './reset-password.use-case';

const owner = {
  fullName: { first: 'Ana', middle: '', last: 'Li' },
  birthDate: '01/15/1980',
  maritalStatus: 'MARRIED' as const,
};
const input = (overrides: Partial<GetStartedInput> = {}): GetStartedInput => ({
  tenantId: 'bequest',
  origin: 'http://localhost:3000',
  email: 'Ana@Example.com',
  owner,
  termsAccepted: true,
  product: 'WILL',
  ...overrides,
});

describe('get started (platform-core.md 4.3, 4.9)', () => {
  it('creates an account with no password (208), terms accepted today, e-mail lower-cased', async () => {
    const { container, ports } = inMemoryContainer();
    const grant = (await container.get(GetStarted).execute(input()))._unsafeUnwrap();
    expect(grant.code).toBe(208);
    expect(grant.user).toMatchObject({
      email: 'ana@example.com',
      isRegistered: false,
      hasAcceptedLatestTerms: true,
    });
    expect(grant.user.activeProfile).toMatchObject({
      termsAcceptedOn: '2026-11-23',
      termsAcceptedVersion: '2021_10_20',
    });
    expect(ports.mail).toEqual([]);
  });

  it('links the household’s two profiles and e-mails a set-password link where the tenant does', async () => {
    const { container, ports } = inMemoryContainer();
    const grant = await container.get(GetStarted).execute(
      input({
        tenantId: 'willow',
        product: undefined,
        secondHouseholdMember: { fullName: { first: 'Ben', middle: '', last: 'Li' } },
        isJointTrustPlanSelected: true,
      }),
    );
    const user = grant._unsafeUnwrap().user;
    const [first, second] = user.profiles;
    expect(first?.maritalPartnerProfileId).toBe(second?.randId);
    expect(second?.maritalPartnerProfileId).toBe(first?.randId);
    expect(user.profiles.every((profile) => profile.email === 'ana@example.com')).toBe(true);
    expect(ports.mail).toEqual([
      expect.objectContaining({
        template: 'finish_your_account',
        values: expect.objectContaining({ firstName: 'Ana' }),
      }),
    ]);
  });

  it.each([
    ['acme-wealth', 'WILL'],
    ['benefitco', 'RLT'],
  ] as const)('is not offered on %s for %s', async (tenantId, product) => {
    const { container } = inMemoryContainer();
    const result = await container.get(GetStarted).execute(input({ tenantId, product }));
    expect(result._unsafeUnwrapErr().code).toBe('AUTH.START_NOT_ALLOWED');
  });

  it('refuses bad fields and the under-age without saving anything', async () => {
    const { container, ports } = inMemoryContainer();
    const getStarted = container.get(GetStarted);
    await getStarted.execute(input());
    expect(
      (await getStarted.execute(input({ email: 'x', termsAccepted: false })))._unsafeUnwrapErr()
        .fields,
    ).toEqual({
      email: 'Please enter your email, including the full domain name',
      termsAccepted: 'You must accept the Terms of Service & Privacy Notice to continue.',
    });
    const young = await getStarted.execute(
      input({ email: 'kid@example.com', owner: { ...owner, birthDate: '01/01/2015' } }),
    );
    expect(young._unsafeUnwrapErr().code).toBe('PROFILE.UNDER_AGE');
    expect(ports.accounts.size).toBe(1);
  });

  it.each([
    ['still without a password', {}, 'finish_your_account'],
    ['with a password, unverified', { passwordHash: 'hash', isRegistered: true }, 'verify_email'],
    [
      'with a password, verified',
      { passwordHash: 'hash', isRegistered: true, isEmailConfirmed: true },
      'account_exists',
    ],
  ])(
    'answers an address held by an account %s as a new one, and e-mails its holder (issue 20)',
    async (_state, holderState, template) => {
      const { container, ports } = inMemoryContainer();
      const getStarted = container.get(GetStarted);
      const accountOf = (ownerId: string) =>
        [...ports.accounts.values()].find(({ accountOwnerId }) => accountOwnerId === ownerId)!;
      const first = (await getStarted.execute(input({ tenantId: 'willow' })))._unsafeUnwrap();
      const holder = accountOf(first.user.accountOwnerId);
      ports.accounts.set(holder.id, { ...holder, ...holderState });
      ports.mail.length = 0;

      const again = (await getStarted.execute(input({ tenantId: 'willow' })))._unsafeUnwrap();
      expect(again.code).toBe(first.code);
      expect(again.user).toMatchObject({ email: 'ana@example.com', isRegistered: false });
      const typed = accountOf(again.user.accountOwnerId);
      expect(typed).toMatchObject({ email: 'ana@example.com', holdsEmail: false });
      expect(typed.id).not.toBe(holder.id);
      // Only the holder hears of it, with their own account's link; the new account gets none.
      expect(ports.mail).toEqual([expect.objectContaining({ to: 'ana@example.com', template })]);
      expect([...ports.links.values()].some(({ accountId }) => accountId === typed.id)).toBe(false);
    },
  );

  it('with a password: registered, unverified (207), with a verification e-mail', async () => {
    const { container, ports } = inMemoryContainer();
    const grant = (
      await container.get(GetStarted).execute(input({ password: 'Secret123' }))
    )._unsafeUnwrap();
    expect(grant.code).toBe(207);
    expect(grant.user.isRegistered).toBe(true);
    expect(ports.mail.map((mail) => mail.template)).toEqual(['verify_email']);
  });
});

describe('log in and password reset (platform-core.md 4.2, 8)', () => {
  it('asks an account started without a password to finish, not to reset a password it lacks', async () => {
    const { container, ports } = inMemoryContainer();
    await container.get(GetStarted).execute(input());
    await container.get(RequestPasswordReset).execute({
      tenantId: 'bequest',
      origin: 'http://localhost:3000',
      email: 'ana@example.com',
    });
    expect(ports.mail.map((mail) => mail.template)).toEqual(['finish_your_account']);
  });

  it('answers 208 and e-mails a link before a password exists; then the link sets one', async () => {
    const { container, ports } = inMemoryContainer();
    await container.get(GetStarted).execute(input());
    const logIn = container.get(LogIn);
    const attempt = {
      tenantId: 'bequest',
      origin: 'http://localhost:3000',
      email: 'ana@example.com',
      password: 'Secret123',
      clientAddress: '203.0.113.7',
      deviceToken: null,
    };
    expect((await logIn.execute(attempt))._unsafeUnwrapErr().code).toBe('AUTH.NO_PASSWORD_SET');
    const code = /code=([\w-]+)/.exec(ports.mail[0]?.values.link ?? '')?.[1] ?? '';
    const reset = container.get(ResetPassword);
    const done = await reset.execute({
      tenantId: 'bequest',
      code,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      deviceToken: null,
    });
    expect(done._unsafeUnwrap()).toMatchObject({ code: 200, user: { isLoggedIn: true } });
    expect((await logIn.execute(attempt))._unsafeUnwrap().code).toBe(200);
    expect(
      (await logIn.execute({ ...attempt, password: 'Wrong1234' }))._unsafeUnwrapErr().code,
    ).toBe('AUTH.INVALID_CREDENTIALS');
    const later = await reset.execute({
      tenantId: 'bequest',
      code,
      password: 'Other1234',
      confirmPassword: 'Other1234',
      deviceToken: null,
    });
    expect(later._unsafeUnwrapErr().code).toBe('AUTH.LINK_EXPIRED');
  });
});
