import { RepeatWillUserArmSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  ACCOUNT_REPOSITORY,
  type AccountRecord,
  type AccountRepository,
} from '../ports/account-repository.port';
import { EXPERIMENT_OVERRIDES, type ExperimentOverrides } from '../ports/experiment-overrides.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { SESSION_TOKENS, type SessionTokens } from '../ports/session-tokens.port';
import { notFound, unauthenticated, type UseCaseError } from '../shared/errors';
import type { Requester, VerifiedRequester } from '../shared/requester';
import { ClaimGuestStockGifts } from '../gifts/stock-gifts/claim-guest-stock-gifts.use-case';
import { accountOf } from './account-of';
import { currentUserView, type CurrentUserView } from './current-user-view';
import type { SessionGrant, SignedInCode } from './session';

/**
 * Reads and grants sessions: the one place that turns a token into a requester and an account
 * into a signed-in answer.
 */
@injectable()
export class AccountSessions {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(EXPERIMENT_OVERRIDES) private readonly overrides: ExperimentOverrides,
    @inject(ClaimGuestStockGifts) private readonly guestGifts: ClaimGuestStockGifts,
  ) {}

  /** The requester a token names, when it is valid for this tenant and not revoked. */
  async requesterOf(
    tenantId: string,
    token: string | null | undefined,
  ): Promise<Result<VerifiedRequester<AccountRecord>, UseCaseError<'AUTH.UNAUTHENTICATED'>>> {
    const claims = token ? this.tokens.read(token) : null;
    if (!claims || claims.tenantId !== tenantId) return err(unauthenticated());
    const account = await this.accounts.findById(tenantId, claims.accountId);
    if (!account || account.sessionVersion !== claims.sessionVersion) return err(unauthenticated());
    return ok({
      tenantId,
      accountId: account.id,
      activeProfileId: claims.activeProfileId,
      account,
    });
  }

  /** The current user; the account read when the session was verified is used as it is. */
  async currentUser(
    requester: Requester | VerifiedRequester<AccountRecord>,
  ): Promise<Result<CurrentUserView, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const account = await accountOf(this.accounts, requester);
    if (!account) return err(notFound('Account'));
    const view = await this.viewOf(account, requester.activeProfileId);
    return view ? ok(view) : err(notFound('Profile'));
  }

  /**
   * A new token and the current user for an account, on the given (or the owner's) profile. An
   * account whose e-mail is verified first takes the guest's gifts of securities its donor made
   * with that address (ADR 0026), so the current user's lists already show them.
   */
  async grant(
    account: AccountRecord,
    code: SignedInCode,
    activeProfileId: string = account.accountOwnerId,
  ): Promise<SessionGrant> {
    await this.guestGifts.execute(account);
    const user =
      (await this.viewOf(account, activeProfileId)) ??
      (await this.viewOf(account, account.accountOwnerId));
    if (!user) throw new Error(`account ${account.id} has no owner profile`);
    const token = this.tokens.issue({
      tenantId: account.tenantId,
      accountId: account.id,
      activeProfileId: user.activeProfile.randId,
      sessionVersion: account.sessionVersion,
    });
    return { code, token, user };
  }

  /** The current user, with a repeat-will-user arm forced by an override over the one kept (ADR 0023). */
  private async viewOf(account: AccountRecord, activeProfileId: string) {
    const [profiles, forced] = await Promise.all([
      this.profiles.listByAccount(account.tenantId, account.id),
      this.overrides.armsOf({ tenantId: account.tenantId, personId: account.id }),
    ]);
    const arm = RepeatWillUserArmSchema.safeParse(forced.FW_REPEAT_WILL_USER_EXPERIMENT);
    return currentUserView(
      arm.success ? { ...account, repeatWillUserArm: arm.data } : account,
      profiles,
      activeProfileId,
    );
  }
}
