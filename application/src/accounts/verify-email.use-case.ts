import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { staleWrite, type UseCaseError } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { AccountSessions } from './account-sessions.service';
import { RedeemLink } from './redeem-link.service';
import { EXPIRED_LINK } from './accounts.errors';
import type { SessionGrant } from './session';
export interface VerifyEmailInput extends TenantScope {
  readonly code: string;
}

/** Opening the verification link confirms the e-mail and signs the person in (code 200). */
@injectable()
export class VerifyEmail {
  constructor(
    @inject(RedeemLink) private readonly links: RedeemLink,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
  ) {}

  async execute(
    input: VerifyEmailInput,
  ): Promise<Result<SessionGrant, typeof EXPIRED_LINK | UseCaseError<'REQUEST.STALE_WRITE'>>> {
    const account = await this.links.redeem(input.tenantId, 'verify_email', input.code);
    if (account.isErr()) return err(account.error);
    const { tenantId, id, version, signInCount } = account.value;
    const updated = await this.accounts.update(tenantId, id, version, {
      isEmailConfirmed: true,
      signInCount: signInCount + 1,
    });
    if (!updated) return err(staleWrite());
    return ok(await this.sessions.grant(updated, updated.isRegistered ? 200 : 208));
  }
}
