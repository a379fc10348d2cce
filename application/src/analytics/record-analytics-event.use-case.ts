import { inject, injectable } from 'inversify';
import { AnalyticsRecorder, type AnalyticsAct } from './analytics-recorder.service';

export type AnalyticsOutcome = 'recorded' | 'declined';

/**
 * Records a product-analytics event that is an act of its own, the web's events (issue 31, ADR
 * 0028): kept and sent at once, or declined by the person's, the browser's or the tenant's
 * choices (AnalyticsRecorder).
 */
@injectable()
export class RecordAnalyticsEvent {
  constructor(@inject(AnalyticsRecorder) private readonly recorder: AnalyticsRecorder) {}

  async execute(act: AnalyticsAct): Promise<AnalyticsOutcome> {
    const events = await this.recorder.keep(act);
    if (events.length === 0) return 'declined';
    await this.recorder.send(events);
    return 'recorded';
  }
}
