import { giftRefusal, isEditable, type DafGrant, type FeatureFlags } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import { staleWrite, type UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { FEATURE_FLAGS } from '../../tenants/get-tenant.use-case';
import { DafGrantRecords } from './daf-grant-records.service';
import { readDafGrant } from './start-daf-grant.use-case';

export type SaveDafGrantError = UseCaseError<
  'REQUEST.INVALID' | 'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | 'GIFT.TRANSITION_REFUSED'
>;

/** Changes a draft grant recommendation's answers, all at once, the charity looked up again. */
@injectable()
export class SaveDafGrant {
  constructor(
    @inject(DafGrantRecords) private readonly records: DafGrantRecords,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
  ) {}

  async execute(
    requester: Requester,
    id: string,
    input: unknown,
  ): Promise<Result<DafGrant, SaveDafGrantError>> {
    const kept = await this.records.reach(requester, id);
    if (kept.isErr()) return err(kept.error);
    if (!isEditable(kept.value.gift.status)) return err(giftRefusal(kept.value.gift.status));
    const next = await readDafGrant(input, this.flags, this.directory, id);
    if (next.isErr()) return err(next.error);
    const saved = await this.records.write(kept.value, next.value, this.clock.now());
    return saved ? ok(saved) : err(staleWrite());
  }
}
