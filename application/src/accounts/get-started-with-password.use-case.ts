import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { GetStarted, type GetStartedError, type GetStartedInput } from './get-started.use-case';
import { LogIn, type LogInError, type LogInInput } from './log-in.use-case';
import { NO_PASSWORD_SET } from './accounts.errors';
import type { SessionGrant } from './session';
export interface RepeatWillUserGrant extends SessionGrant {
  readonly isNewUser: boolean;
  /** Set when a known e-mail logged in with its password. */
  readonly deviceToken?: string;
}

/**
 * Get started for a repeat will user (platform-core.md 7): with a password from the start. A
 * known e-mail logs in with it (isNewUser false); a new one gets its account, registered and
 * unverified until the e-mailed link (isNewUser true).
 */
@injectable()
export class GetStartedWithPassword {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(GetStarted) private readonly getStarted: GetStarted,
    @inject(LogIn) private readonly logIn: LogIn,
  ) {}

  async execute(
    input: GetStartedInput & Pick<LogInInput, 'password' | 'clientAddress' | 'deviceToken'>,
  ): Promise<Result<RepeatWillUserGrant, GetStartedError | LogInError>> {
    const existing = await this.accounts.findByEmail(
      input.tenantId,
      input.email.trim().toLowerCase(),
    );
    if (existing) {
      const session = await this.logIn.execute(input);
      if (session.isErr())
        return err(session.error.code === NO_PASSWORD_SET.code ? NO_PASSWORD_SET : session.error);
      return ok({ ...session.value, isNewUser: false });
    }
    const started = await this.getStarted.execute(input);
    return started.map((grant) => ({ ...grant, isNewUser: true }));
  }
}
