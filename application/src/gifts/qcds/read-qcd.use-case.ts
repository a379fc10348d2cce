import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { QcdRecords } from './qcd-records.service';
import { qcdView, type QcdView } from './qcd-view';

/** The requester's QCD (giving 2.6): another person's is not found. */
@injectable()
export class ReadQcd {
  constructor(@inject(QcdRecords) private readonly records: QcdRecords) {}

  async execute(
    requester: Requester,
    id: string,
  ): Promise<Result<QcdView, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.records.reach(requester, id);
    return kept.isOk() ? ok(qcdView(kept.value.gift)) : err(kept.error);
  }
}
