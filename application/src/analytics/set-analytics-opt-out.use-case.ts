import { inject, injectable } from 'inversify';
import { ANALYTICS_OPT_OUTS, type AnalyticsOptOuts } from '../ports/analytics-events.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import type { Requester } from '../shared/requester';

/**
 * The do-not-sell page's choice for a signed-in person (ADR 0028): kept on the account, so no
 * event is recorded for them from any browser until they choose again.
 */
@injectable()
export class SetAnalyticsOptOut {
  constructor(
    @inject(ANALYTICS_OPT_OUTS) private readonly optOuts: AnalyticsOptOuts,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(requester: Requester, optedOut: boolean): Promise<void> {
    await this.optOuts.set(requester.tenantId, requester.accountId, optedOut, this.clock.now());
  }
}
