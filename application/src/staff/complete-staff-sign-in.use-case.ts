import { isStaffRole, STAFF_SESSION_MS } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { SSO_TRANSACTION_LIFETIME_MS } from '../accounts/single-sign-on/complete-single-sign-on.use-case';
import {
  fromProviderFailure,
  ssoError,
  type SsoError,
} from '../accounts/single-sign-on/single-sign-on.errors';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../ports/identity-provider.port';
import { SSO_TRANSACTIONS, type SsoTransactions } from '../ports/sso-transactions.port';
import { STAFF_SESSIONS, type StaffMember, type StaffSessions } from '../ports/staff-sessions.port';
import { AuditTrail } from './audit-trail.service';
import { staffError, type StaffError } from './staff.errors';
import {
  STAFF_SIGN_IN_SCOPE,
  STAFF_SIGN_IN_SETTINGS,
  staffRedirectUri,
  type StaffSignInSettings,
} from './staff-sign-in-settings';

export interface StaffSignedIn {
  /** The staff session's secret, for its cookie only. */
  readonly secret: string;
  readonly expiresAt: Date;
  readonly staff: StaffMember;
  readonly returnPath: string;
}

/**
 * The console's callback: the state must name a staff sign-in this server started and has not
 * used, the ID token must come from the company's issuer and carry a staff role. A staff session
 * starts, apart from any person's, and the sign-in is audited.
 */
@injectable()
export class CompleteStaffSignIn {
  constructor(
    @inject(STAFF_SIGN_IN_SETTINGS) private readonly settings: StaffSignInSettings,
    @inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    @inject(SSO_TRANSACTIONS) private readonly transactions: SsoTransactions,
    @inject(STAFF_SESSIONS) private readonly sessions: StaffSessions,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(input: {
    readonly origin: string;
    readonly callbackQuery: string;
  }): Promise<Result<StaffSignedIn, StaffError | SsoError>> {
    if (!this.settings) return err(staffError('STAFF.SIGN_IN_UNAVAILABLE'));
    const state = new URLSearchParams(input.callbackQuery).get('state') ?? '';
    const now = this.clock.now();
    const transaction = state
      ? await this.transactions.consume(
          STAFF_SIGN_IN_SCOPE,
          state,
          new Date(now.getTime() - SSO_TRANSACTION_LIFETIME_MS),
        )
      : null;
    if (!transaction || transaction.redirectUri !== staffRedirectUri(input.origin))
      return err(ssoError('SSO.INVALID_STATE'));
    const identity = await this.provider.redeem(
      this.settings,
      `${transaction.redirectUri}?${input.callbackQuery}`,
      transaction,
    );
    if (identity.isErr()) return err(fromProviderFailure(identity.error));
    const { issuer, subject, email, givenName, familyName, staffRole } = identity.value;
    if (issuer !== this.settings.issuer) return err(ssoError('SSO.UNKNOWN_ISSUER'));
    if (!isStaffRole(staffRole) || !email) return err(staffError('STAFF.NO_ROLE'));
    const staff: StaffMember = {
      subject,
      email: email.toLowerCase(),
      name: [givenName, familyName].filter(Boolean).join(' ') || email,
      role: staffRole,
    };
    const secret = this.ids.newSecret();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
    await this.sessions.start(staff, secret, now, expiresAt);
    await this.audit.record(staff, 'staff.sign_in');
    return ok({ secret, expiresAt, staff, returnPath: transaction.returnPath });
  }
}
