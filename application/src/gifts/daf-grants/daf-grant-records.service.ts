import type { DafGrant } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { DAF_GRANTS, type DafGrants } from '../../ports/owned-gifts.port';
import { TRANSACTIONS, type Transactions } from '../../ports/transactions.port';
import { GiftProfileLines, OwnedGiftRecords } from '../gift-records.service';

/** A signed-in donor's DAF grant recommendations, each with its `daf` line on the profile. */
@injectable()
export class DafGrantRecords extends OwnedGiftRecords<DafGrant> {
  constructor(
    @inject(DAF_GRANTS) grants: DafGrants,
    @inject(GiftProfileLines) lines: GiftProfileLines,
    @inject(TRANSACTIONS) transactions: Transactions,
  ) {
    super(grants, lines, transactions, 'daf', 'DAF grant');
  }
}
