import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { STORED_COPIES, type StoredCopies } from '../ports/stored-copies.port';

/** How many copies one run removes at most: a long backlog drains over the next runs. */
export const RETENTION_BATCH = 500;

/**
 * The storage center's retention job (issue 24; docs/legal/storage-retention.md): removes the
 * copies whose policy's time has passed and that no gift record, open print-and-mail request or
 * queued e-mail holds, bytes first, then the row. Answers how many it removed.
 */
@injectable()
export class ApplyStorageRetention {
  constructor(
    @inject(STORED_COPIES) private readonly copies: StoredCopies,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(limit = RETENTION_BATCH): Promise<number> {
    const expired = await this.copies.expired(this.clock.now(), limit);
    for (const copy of expired) await this.copies.remove(copy);
    return expired.length;
  }
}
