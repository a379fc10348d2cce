import { inMemoryContainer } from '../testing/container';
import { GetStarted } from './get-started.use-case';
import { LogIn, type LogInInput } from './log-in.use-case';
import { RequestPasswordReset } from './request-password-reset.use-case';
import { ResetPassword } from './reset-password.use-case';

const owner = {
  fullName: { first: 'Ana', middle: '', last: 'Li' },
  birthDate: '01/15/1980',
  maritalStatus: 'MARRIED' as const,
};

const HOME = '198.51.100.4';
const ATTACKER = '203.0.113.66';

/** Ana's account with her password, and a log-in attempt to shape. */
const withAccount = async () => {
  const { container, ports } = inMemoryContainer();
  for (const email of ['ana@example.com', 'ben@example.com'])
    await container.get(GetStarted).execute({
      tenantId: 'bequest',
      origin: 'http://localhost:3000',
      email,
      owner,
      termsAccepted: true,
      product: 'WILL',
      password: 'Secret123',
    });
  const logIn = container.get(LogIn);
  const attempt = (overrides: Partial<LogInInput> = {}) =>
    logIn.execute({
      tenantId: 'bequest',
      origin: 'http://localhost:3000',
      email: 'ana@example.com',
      password: 'Secret123',
      clientAddress: HOME,
      deviceToken: null,
      ...overrides,
    });
  const later = (seconds: number) => {
    ports.now = new Date(ports.now.getTime() + seconds * 1000);
  };
  return { container, ports, attempt, later };
};

const codeOf = (result: Awaited<ReturnType<LogIn['execute']>>) =>
  result.isOk() ? 'OK' : result.error.code;

describe('password sign-in throttling (issue 20)', () => {
  it('slows a stranger guessing one account without locking its owner out of a known device', async () => {
    const { attempt, later } = await withAccount();
    const deviceToken = (await attempt())._unsafeUnwrap().deviceToken;
    const guesses = [];
    for (let guess = 0; guess < 6; guess += 1)
      guesses.push(codeOf(await attempt({ password: 'Wrong1234', clientAddress: ATTACKER })));
    expect(guesses).toEqual([...Array(5).fill('AUTH.INVALID_CREDENTIALS'), 'REQUEST.RATE_LIMITED']);
    const refused = (await attempt({ clientAddress: ATTACKER }))._unsafeUnwrapErr();
    expect(refused).toMatchObject({
      retryAfterSeconds: 60,
      message: 'Too many attempts. Try again in a minute, or reset your password to get in now.',
    });

    expect(codeOf(await attempt())).toBe('REQUEST.RATE_LIMITED');
    expect(codeOf(await attempt({ deviceToken }))).toBe('OK');
    later(60);
    expect(codeOf(await attempt({ password: 'Wrong1234', clientAddress: ATTACKER }))).toBe(
      'AUTH.INVALID_CREDENTIALS',
    );
    expect((await attempt({ clientAddress: ATTACKER }))._unsafeUnwrapErr()).toMatchObject({
      retryAfterSeconds: 120,
    });
  });

  it('does not take a device known to one account as known to another', async () => {
    const { attempt } = await withAccount();
    const deviceToken = (await attempt({ email: 'ben@example.com' }))._unsafeUnwrap().deviceToken;
    for (let guess = 0; guess < 5; guess += 1)
      await attempt({ password: 'Wrong1234', clientAddress: ATTACKER });
    expect(codeOf(await attempt({ deviceToken }))).toBe('REQUEST.RATE_LIMITED');
  });

  it('gives a known device a budget of its own, which a forged token does not reach', async () => {
    const { attempt } = await withAccount();
    const deviceToken = (await attempt())._unsafeUnwrap().deviceToken;
    const guesses = [];
    for (let guess = 0; guess < 11; guess += 1)
      guesses.push(codeOf(await attempt({ password: 'Wrong1234', deviceToken })));
    expect(guesses.at(9)).toBe('AUTH.INVALID_CREDENTIALS');
    expect(guesses.at(10)).toBe('REQUEST.RATE_LIMITED');
    expect(codeOf(await attempt({ deviceToken: 'forged' }))).toBe('OK');
  });

  it('limits password spraying per client address across accounts', async () => {
    const { attempt } = await withAccount();
    const sprayed = [];
    for (let account = 0; account < 21; account += 1)
      sprayed.push(
        codeOf(
          await attempt({
            email: `person${account}@example.com`,
            password: 'Password1',
            clientAddress: ATTACKER,
          }),
        ),
      );
    expect(sprayed.filter((code) => code === 'AUTH.INVALID_CREDENTIALS')).toHaveLength(20);
    expect(sprayed.at(-1)).toBe('REQUEST.RATE_LIMITED');
    expect(codeOf(await attempt({ email: 'ben@example.com', clientAddress: ATTACKER }))).toBe(
      'REQUEST.RATE_LIMITED',
    );
    expect(codeOf(await attempt({ email: 'ben@example.com' }))).toBe('OK');
  });

  it('never counts an address’s successful sign-ins against it', async () => {
    const { attempt } = await withAccount();
    for (let visit = 0; visit < 30; visit += 1) expect(codeOf(await attempt())).toBe('OK');
  });

  it('lets the owner in at once through the e-mailed reset link, and forgets the guesses', async () => {
    const { container, ports, attempt } = await withAccount();
    for (let guess = 0; guess < 5; guess += 1)
      await attempt({ password: 'Wrong1234', clientAddress: ATTACKER });
    expect(codeOf(await attempt())).toBe('REQUEST.RATE_LIMITED');
    await container.get(RequestPasswordReset).execute({
      tenantId: 'bequest',
      origin: 'http://localhost:3000',
      email: 'ana@example.com',
    });
    const code = /code=([\w-]+)/.exec(ports.mail.at(-1)?.values.link ?? '')?.[1] ?? '';
    const reset = await container.get(ResetPassword).execute({
      tenantId: 'bequest',
      code,
      password: 'Fresh1234',
      confirmPassword: 'Fresh1234',
      deviceToken: null,
    });
    expect(reset._unsafeUnwrap().deviceToken).toBeTruthy();
    expect(codeOf(await attempt({ password: 'Fresh1234' }))).toBe('OK');
  });
});
