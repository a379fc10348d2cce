import type { QcdGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { QCD_GIFTS, type QcdGifts } from '../../ports/owned-gifts.port';
import { TRANSACTIONS, type Transactions } from '../../ports/transactions.port';
import { GiftProfileLines, OwnedGiftRecords } from '../gift-records.service';

/** A signed-in donor's QCDs, each with its `qcd` line on the profile (giving 3.5). */
@injectable()
export class QcdRecords extends OwnedGiftRecords<QcdGift> {
  constructor(
    @inject(QCD_GIFTS) gifts: QcdGifts,
    @inject(GiftProfileLines) lines: GiftProfileLines,
    @inject(TRANSACTIONS) transactions: Transactions,
  ) {
    super(gifts, lines, transactions, 'qcd', 'Qualified charitable distribution');
  }
}
