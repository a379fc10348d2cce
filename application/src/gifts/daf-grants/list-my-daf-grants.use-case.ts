import type { DafGrant } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Requester } from '../../shared/requester';
import { DafGrantRecords } from './daf-grant-records.service';

/** The active profile's grant recommendations, newest first (giving 2.7 /account/daf). */
@injectable()
export class ListMyDafGrants {
  constructor(@inject(DafGrantRecords) private readonly records: DafGrantRecords) {}

  execute(requester: Requester): Promise<DafGrant[]> {
    return this.records.mine(requester);
  }
}
