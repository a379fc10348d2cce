import { inject, injectable } from 'inversify';
import { ANALYTICS_OPT_OUTS, type AnalyticsOptOuts } from '../ports/analytics-events.port';
import type { Requester } from '../shared/requester';

/** Whether a signed-in person chose do-not-sell on their account (ADR 0028). */
@injectable()
export class ReadAnalyticsOptOut {
  constructor(@inject(ANALYTICS_OPT_OUTS) private readonly optOuts: AnalyticsOptOuts) {}

  execute(requester: Requester): Promise<boolean> {
    return this.optOuts.isOptedOut(requester.tenantId, requester.accountId);
  }
}
