import type { DafGrant } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { DafGrantRecords } from './daf-grant-records.service';

/**
 * The requester's grant recommendation (giving 2.7 /daf/:partner/:dafId/confirm and /summary):
 * another person's is not found.
 */
@injectable()
export class ReadDafGrant {
  constructor(@inject(DafGrantRecords) private readonly records: DafGrantRecords) {}

  async execute(
    requester: Requester,
    id: string,
  ): Promise<Result<DafGrant, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.records.reach(requester, id);
    return kept.isOk() ? ok(kept.value.gift) : err(kept.error);
  }
}
