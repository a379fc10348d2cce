import { inject, injectable } from 'inversify';
import type { Requester } from '../../shared/requester';
import { QcdRecords } from './qcd-records.service';
import { qcdView, type QcdView } from './qcd-view';

/** The active profile's QCDs, newest first (giving 2.6 /account/qcd). */
@injectable()
export class ListMyQcds {
  constructor(@inject(QcdRecords) private readonly records: QcdRecords) {}

  async execute(requester: Requester): Promise<QcdView[]> {
    return (await this.records.mine(requester)).map(qcdView);
  }
}
