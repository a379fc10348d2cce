import { inject, injectable } from 'inversify';
import {
  STRATEGIST_CALLS,
  type StrategistCallRecord,
  type StrategistCalls,
} from '../ports/strategist-calls.port';
import type { Requester } from '../shared/requester';

/** The signed-in person's own strategist calls, newest first. */
@injectable()
export class ListMyStrategistCalls {
  constructor(@inject(STRATEGIST_CALLS) private readonly calls: StrategistCalls) {}

  execute(requester: Requester): Promise<StrategistCallRecord[]> {
    return this.calls.listForAccount(requester.tenantId, requester.accountId);
  }
}
