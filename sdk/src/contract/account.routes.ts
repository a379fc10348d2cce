import { z } from 'zod';
import { PasswordEventOriginSchema } from '@bequest/domain';
import { route } from './route';
import {
  CodeBodySchema,
  EmailBodySchema,
  GetStartedBodySchema,
  LogInBodySchema,
  LogInResponseSchema,
  LogOutResponseSchema,
  ResetPasswordBodySchema,
  SessionGrantSchema,
  SetPasswordBodySchema,
  SignUpBodySchema,
  SuccessSchema,
  StartSingleSignOnBodySchema,
  SwitchProfileBodySchema,
  CurrentUserViewSchema,
} from './schemas';

const RATE_LIMITED = { status: 429, code: 'REQUEST.RATE_LIMITED' } as const;
const SSO_NOT_CONFIGURED = { status: 404, code: 'SSO.NOT_CONFIGURED' } as const;
const SSO_UNAVAILABLE = { status: 503, code: 'SSO.PROVIDER_UNAVAILABLE' } as const;

/** Accounts and sessions (platform-core.md 4.2, 4.3, 4.14, 4.15, 7, 8). */
export const accountRoutes = {
  getStarted: route({
    method: 'POST',
    path: '/auth/get-started',
    summary:
      'Get started: a new account without a password yet (code 208), individual or household. An e-mail another account holds answers the same: the new account keeps it without holding it, and the holder is e-mailed instead',
    auth: 'public',
    body: GetStartedBodySchema,
    response: SessionGrantSchema,
    errors: [
      { status: 403, code: 'AUTH.START_NOT_ALLOWED' },
      { status: 422, code: 'PROFILE.UNDER_AGE' },
      RATE_LIMITED,
    ],
  }),
  getStartedWithPassword: route({
    method: 'POST',
    path: '/auth/get-started/repeat-will-user',
    summary:
      'Get started for a repeat will user, with a password: a known e-mail logs in, a new one is created (isNewUser)',
    auth: 'public',
    body: GetStartedBodySchema.extend({ password: z.string().max(200) }),
    response: z.union([
      SessionGrantSchema.extend({ isNewUser: z.boolean() }),
      z.object({ code: z.literal(208), message: z.string() }),
    ]),
    errors: [
      { status: 401, code: 'AUTH.INVALID_CREDENTIALS' },
      { status: 403, code: 'AUTH.START_NOT_ALLOWED' },
      { status: 422, code: 'PROFILE.UNDER_AGE' },
      RATE_LIMITED,
    ],
  }),
  signUp: route({
    method: 'POST',
    path: '/auth/sign-up',
    summary:
      'Sign up with a password: the e-mailed link verifies the address and signs the person in. The answer is the same for an address that already has an account, whose owner is e-mailed instead',
    auth: 'public',
    body: SignUpBodySchema,
    response: SuccessSchema,
    errors: [{ status: 403, code: 'AUTH.SIGNUP_CLOSED' }, RATE_LIMITED],
  }),
  signUpKeepingDocuments: route({
    method: 'POST',
    path: '/auth/sign-up/keeping-documents',
    summary:
      'Sign up from a session that got started without an account: the started account takes the address, password and terms, so its documents stay; the e-mailed link verifies the address. An address that has another account is answered the same, its owner e-mailed, and nothing moves',
    auth: 'session',
    body: SignUpBodySchema,
    response: SuccessSchema,
    errors: [
      { status: 403, code: 'AUTH.SIGNUP_CLOSED' },
      { status: 409, code: 'AUTH.ALREADY_REGISTERED' },
      RATE_LIMITED,
    ],
  }),
  logIn: route({
    method: 'POST',
    path: '/auth/log-in',
    summary: 'Log in: 200 verified, 207 unverified, 208 no password yet (a link is e-mailed)',
    auth: 'public',
    body: LogInBodySchema,
    response: LogInResponseSchema,
    errors: [{ status: 401, code: 'AUTH.INVALID_CREDENTIALS' }, RATE_LIMITED],
  }),
  logOut: route({
    method: 'POST',
    path: '/auth/log-out',
    summary:
      "Log out: the token cookie is expired; under single sign-on, the provider's logout address to visit next",
    auth: 'public',
    response: LogOutResponseSchema,
  }),
  startSingleSignOn: route({
    method: 'POST',
    path: '/auth/sso/authorize',
    summary:
      "Start a sign-in at the tenant's OpenID provider (code flow with PKCE): the address to send the person to",
    auth: 'public',
    body: StartSingleSignOnBodySchema,
    response: z.object({ authorizationUrl: z.string() }),
    errors: [SSO_NOT_CONFIGURED, SSO_UNAVAILABLE, RATE_LIMITED],
  }),
  completeSingleSignOn: route({
    method: 'POST',
    path: '/auth/sso/callback',
    summary:
      "Finish a sign-in with the provider's answer: the state is checked and used up, the code redeemed, the ID token verified",
    auth: 'public',
    body: z.object({ callbackQuery: z.string().max(4000) }),
    response: SessionGrantSchema.extend({ returnPath: z.string() }),
    errors: [
      SSO_NOT_CONFIGURED,
      SSO_UNAVAILABLE,
      { status: 401, code: 'SSO.INVALID_STATE' },
      { status: 401, code: 'SSO.CODE_REJECTED' },
      { status: 401, code: 'SSO.TOKEN_INVALID' },
      { status: 401, code: 'SSO.UNKNOWN_ISSUER' },
      { status: 401, code: 'SSO.PROVIDER_ERROR' },
      { status: 409, code: 'SSO.EMAIL_IN_USE' },
      RATE_LIMITED,
    ],
  }),
  sendVerificationEmail: route({
    method: 'POST',
    path: '/auth/verification-email',
    summary: 'E-mail a verification link to an unverified account',
    auth: 'public',
    body: EmailBodySchema,
    response: SuccessSchema,
    errors: [RATE_LIMITED],
  }),
  verifyEmail: route({
    method: 'POST',
    path: '/auth/verify-email',
    summary: 'Confirm the e-mail address with the code of the link, and sign in',
    auth: 'public',
    body: CodeBodySchema,
    response: SessionGrantSchema,
    errors: [{ status: 410, code: 'AUTH.LINK_EXPIRED' }, RATE_LIMITED],
  }),
  requestPasswordReset: route({
    method: 'POST',
    path: '/auth/password-reset-request',
    summary: 'E-mail a password reset link (the answer never says whether the account exists)',
    auth: 'public',
    body: EmailBodySchema,
    response: SuccessSchema,
    errors: [RATE_LIMITED],
  }),
  resetPassword: route({
    method: 'POST',
    path: '/auth/password-reset',
    summary: 'Choose a new password with the code of the link, and sign in',
    auth: 'public',
    body: ResetPasswordBodySchema,
    response: SessionGrantSchema,
    errors: [{ status: 410, code: 'AUTH.LINK_EXPIRED' }, RATE_LIMITED],
  }),
  setPassword: route({
    method: 'PUT',
    path: '/auth/password',
    summary: 'Set password (criteria of platform-core.md 5); other sessions end',
    auth: 'session',
    body: SetPasswordBodySchema,
    response: SessionGrantSchema,
    errors: [{ status: 422, code: 'AUTH.INCORRECT_PASSWORD' }],
  }),
  logPasswordDismissal: route({
    method: 'POST',
    path: '/auth/password/dismissals',
    summary: 'Log that password creation was closed without a password (platform-core.md 4.15)',
    auth: 'session',
    body: z.object({ origin: PasswordEventOriginSchema }),
    response: z.object({ logged: z.literal(true) }),
  }),
  switchProfile: route({
    method: 'PUT',
    path: '/session/profile',
    summary: 'Set profile id in token: a new token for another profile of the account',
    auth: 'session',
    body: SwitchProfileBodySchema,
    response: SessionGrantSchema,
    errors: [{ status: 404, code: 'REQUEST.NOT_FOUND' }],
  }),
  getCurrentUser: route({
    method: 'GET',
    path: '/me',
    summary: 'The current user, its profiles and derived flags',
    auth: 'session',
    response: CurrentUserViewSchema,
  }),
} as const;

export type AccountRoutes = typeof accountRoutes;
