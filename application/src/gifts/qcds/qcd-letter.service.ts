import type { QcdGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { DOCUMENT_RENDERER, type DocumentRenderer } from '../../ports/document-renderer.port';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../ports/document-storage.port';
import { OwnedGiftLetters } from '../owned-gift-letters.service';
import { QcdRecords } from './qcd-records.service';

/**
 * A QCD's letter of instruction to the IRA custodian, once submitted (giving 7.3:
 * `GET /qualified-charitable-distribution/{id}.pdf`, saved as qualified-charitable-distribution).
 */
@injectable()
export class QcdLetter extends OwnedGiftLetters<QcdGift> {
  constructor(
    @inject(QcdRecords) records: QcdRecords,
    @inject(DOCUMENT_RENDERER) renderer: DocumentRenderer,
    @inject(DOCUMENT_STORAGE) storage: DocumentStorage,
    @inject(CLOCK) clock: Clock,
  ) {
    super(
      records,
      storage,
      clock,
      'QCD_CUSTODIAN_LETTER',
      'qualified-charitable-distribution.pdf',
      (gift, date) => renderer.renderQcdCustodianLetter(gift, date),
    );
  }
}
