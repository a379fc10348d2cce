import { AUTH_RESPONSE_CODES, isVerifiedAfter, startErrorRoute } from './auth-response-codes';
import {
  afterGetStarted,
  canStartWithoutAccount,
  INITIAL_GETTING_STARTED_STATUS,
  isGetStartedComplete,
} from './get-started';
import { countsAsSignedIn, protectedRoute } from './protected-route';
import {
  isAuthorized,
  isKnownUser,
  isLoggedIn,
  isReturningUser,
  type SessionFacts,
} from './session-state';

const facts = (overrides: Partial<SessionFacts> = {}): SessionFacts => ({
  isRegistered: false,
  isVerified: false,
  hasAuthToken: false,
  activeProfileId: null,
  signInCount: 0,
  repeatWillUserArm: null,
  ...overrides,
});

describe('current user and login (platform-core.md 4.2)', () => {
  it.each([
    [{ isRegistered: true, isVerified: true }, true],
    [{ isRegistered: true, isVerified: false }, false],
    [{ isRegistered: false, isVerified: true }, false],
    [{ repeatWillUserArm: 'A' as const }, true],
    [{ repeatWillUserArm: 'B' as const }, true],
    [{ repeatWillUserArm: 'control' as const }, false],
  ])('%j logged in: %s', (overrides, loggedIn) => {
    expect(isLoggedIn(facts(overrides))).toBe(loggedIn);
  });

  it.each([
    [{ hasAuthToken: true, activeProfileId: 'p1' }, true, true],
    [{ hasAuthToken: true, activeProfileId: null }, false, false],
    [{ hasAuthToken: false, activeProfileId: 'p1' }, false, false],
    [{ isRegistered: true, isVerified: true }, false, true],
  ])('%j authorized %s, known %s', (overrides, authorized, known) => {
    expect(isAuthorized(facts(overrides))).toBe(authorized);
    expect(isKnownUser(facts(overrides))).toBe(known);
  });

  it('a returning user has signed in before', () => {
    expect(isReturningUser({ signInCount: 1 })).toBe(true);
    expect(isReturningUser({ signInCount: 0 })).toBe(false);
  });
});

describe('auth response codes (platform-core.md 8)', () => {
  it.each([
    [200, 'user is verified and token is valid'],
    [204, 'operation successful'],
    [207, 'email exists with a password but is unverified'],
    [208, 'email exists with no password set'],
    [400, 'firm cannot be identified'],
    [401, 'invalid email or password'],
    [409, 'User exists'],
    [422, 'incorrect password'],
  ] as const)('%s means "%s"', (code, meaning) => {
    expect(AUTH_RESPONSE_CODES[code]).toBe(meaning);
  });

  it('207 marks the user unverified; other codes leave it', () => {
    expect(isVerifiedAfter(207, true)).toBe(false);
    expect(isVerifiedAfter(200, true)).toBe(true);
  });

  it.each([
    ['PROFILE.UNDER_AGE', '/error-invalid-age'],
    ['AUTH.START_NOT_ALLOWED', null],
    ['REQUEST.INVALID', null],
  ])('a start refused with %s ends on %s', (code, route) => {
    expect(startErrorRoute(code)).toBe(route);
  });
});

describe('get started (platform-core.md 4.3)', () => {
  it('starts at 200', () => {
    expect(INITIAL_GETTING_STARTED_STATUS).toBe(200);
  });

  it.each([
    [
      { kind: 'success', token: 't', activeProfileId: 'p' },
      { statusCode: 'userExistsNoPassword', session: { token: 't', activeProfileId: 'p' } },
    ],
    [
      { kind: 'financialAdvisoryFirmDoesNotExist' },
      { statusCode: 'financialAdvisoryFirmDoesNotExist', session: null },
    ],
  ] as const)('%j → %j', (outcome, transition) => {
    expect(afterGetStarted(outcome)).toMatchObject(transition);
  });

  it.each([
    [{ token: 't', justGotStarted: true, isRegistered: false, activeProfileId: null }, true],
    [{ token: 't', justGotStarted: false, isRegistered: true, activeProfileId: null }, true],
    [{ token: 't', justGotStarted: false, isRegistered: false, activeProfileId: 'p' }, true],
    [{ token: null, justGotStarted: true, isRegistered: true, activeProfileId: 'p' }, false],
    [{ token: 't', justGotStarted: false, isRegistered: false, activeProfileId: null }, false],
  ])('%j complete: %s', (state, complete) => {
    expect(isGetStartedComplete(state)).toBe(complete);
  });

  it('starts without an account where the tenant allows it per product', () => {
    const configuration = {
      will: { startWithoutAccount: true },
      rlt: {
        enabled: true,
        requiresReferrerOrCalifornia: false,
        startWithoutAccount: false,
        hasRelocatedAssetQuestion: false,
      },
    };
    expect(canStartWithoutAccount('WILL', configuration)).toBe(true);
    expect(canStartWithoutAccount('RLT', configuration)).toBe(false);
  });
});

describe('who counts as signed in (platform-core.md 2.14, 4.2)', () => {
  const session = { isLoggedIn: false, isAuthorized: false, household: false, singleSignOn: false };
  it.each([
    [{}, false],
    [{ isLoggedIn: true }, true],
    [{ isAuthorized: true }, false],
    [{ isAuthorized: true, household: true }, true],
    [{ isAuthorized: true, singleSignOn: true }, true],
    [{ household: true, singleSignOn: true }, false],
  ])('%j → %s', (overrides, signedIn) => {
    expect(countsAsSignedIn({ ...session, ...overrides })).toBe(signedIn);
  });
});

describe('protected routes (platform-core.md 2.14)', () => {
  const base = {
    userLoading: false,
    isLoggedIn: true,
    isAuthorized: false,
    isRegistered: true,
    hasAcceptedLatestTerms: true,
    partnerHasAcceptedLatestTerms: true,
    chooseYourPlan: false,
    household: false,
    singleSignOn: false,
    loginPath: '/login',
    currentPath: '/account',
  };

  it.each([
    [{ userLoading: true }, { kind: 'loading' }],
    [{ isLoggedIn: false }, { kind: 'redirect', to: '/login' }],
    [
      { isLoggedIn: false, isAuthorized: true, isRegistered: false },
      { kind: 'redirect', to: '/finish-account?redirect=%2Faccount' },
    ],
    [
      { isLoggedIn: false, isAuthorized: true },
      { kind: 'redirect', to: '/login/request-verification?redirect=%2Faccount' },
    ],
    [{ isLoggedIn: false, isAuthorized: true, household: true }, { kind: 'render' }],
    [{ isLoggedIn: false, isAuthorized: true, singleSignOn: true }, { kind: 'render' }],
    [
      { isLoggedIn: false, singleSignOn: true, household: true },
      { kind: 'redirect', to: '/login' },
    ],
    [{}, { kind: 'render' }],
    [
      { hasAcceptedLatestTerms: false, chooseYourPlan: true },
      { kind: 'redirect', to: '/choose-your-plan' },
    ],
    [
      { partnerHasAcceptedLatestTerms: false, household: true },
      { kind: 'redirect', to: '/household' },
    ],
    [
      { hasAcceptedLatestTerms: false, chooseYourPlan: true, household: true },
      { kind: 'redirect', to: '/choose-your-plan' },
    ],
    [{ hasAcceptedLatestTerms: false }, { kind: 'render' }],
    [
      { hasAcceptedLatestTerms: false, household: true, currentPath: '/household' },
      { kind: 'render' },
    ],
  ])('%j → %j', (overrides, outcome) => {
    expect(protectedRoute({ ...base, ...overrides })).toEqual(outcome);
  });
});
