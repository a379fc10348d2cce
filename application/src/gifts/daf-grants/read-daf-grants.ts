import type { DafGrant } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { DafGrantRecords } from './daf-grant-records.service';

/**
 * The requester's grant recommendation (giving 2.7 /daf/:partner/:dafId/confirm and /summary),
 * and the active profile's, newest first (/account/daf).
 */
@injectable()
export class ReadDafGrants {
  constructor(@inject(DafGrantRecords) private readonly records: DafGrantRecords) {}

  async one(
    requester: Requester,
    id: string,
  ): Promise<Result<DafGrant, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.records.reach(requester, id);
    return kept.isOk() ? ok(kept.value.gift) : err(kept.error);
  }

  mine(requester: Requester): Promise<DafGrant[]> {
    return this.records.mine(requester);
  }
}
