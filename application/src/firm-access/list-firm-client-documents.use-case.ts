import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { type UseCaseError } from '../shared/errors';
import type { FirmCaller } from './firm-caller';
import { documentStatesOf, type FirmDocumentState } from './list-firm-clients.use-case';
import { NO_CLIENT, clientOf } from './firm-client';

/** One client's documents and where each stands (issue 25). */
@injectable()
export class ListFirmClientDocuments {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
  ) {}

  async execute(
    caller: FirmCaller,
    clientId: string,
  ): Promise<Result<readonly FirmDocumentState[], UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const client = await clientOf(this.accounts, caller, clientId);
    if (!client) return err(NO_CLIENT);
    const owner = await this.profiles.findById(
      client.tenantId,
      client.accountId,
      client.activeProfileId,
    );
    return ok(documentStatesOf(owner?.profile ?? null));
  }
}
