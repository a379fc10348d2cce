import { firmKeyIdOf, firmKeyWorks } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FIRM_API_KEYS, type FirmApiKeys } from '../ports/firm-api-keys.port';
import type { UseCaseError } from '../shared/errors';
import type { FirmCaller } from './firm-caller';
import { FIRM_UNAUTHENTICATED } from './firm-access.errors';

/**
 * The firm a presented API key belongs to (issue 25): a key of the right form whose hash matches
 * a kept key that still works. Anything else is the same refusal, saying nothing of why. A use is
 * recorded on the key.
 */
@injectable()
export class AuthenticateFirmKey {
  constructor(
    @inject(FIRM_API_KEYS) private readonly keys: FirmApiKeys,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    presented: string | null,
  ): Promise<Result<FirmCaller, UseCaseError<'FIRM.UNAUTHENTICATED'>>> {
    const id = presented === null ? null : firmKeyIdOf(presented);
    if (id === null || presented === null) return err(FIRM_UNAUTHENTICATED);
    const key = await this.keys.findByKey(id, presented);
    const now = this.clock.now();
    if (!key || !firmKeyWorks(key, now)) return err(FIRM_UNAUTHENTICATED);
    await this.keys.touch(key.id, now);
    return ok({ keyId: key.id, tenantId: key.tenantId, scopes: key.scopes });
  }
}
