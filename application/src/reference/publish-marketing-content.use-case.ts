import {
  fieldErrorsOf,
  MarketingContentSchema,
  marketingStatsOf,
  type MarketingContent,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { MARKETING_STATS, type MarketingStatsStore } from '../ports/marketing-stats.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * Partner managers and administrators publish the home page's figures and media mentions from
 * the staff console (platform-core.md 2.5, issue 24): the consumer home page reads them on its
 * next load. Audited.
 */
@injectable()
export class PublishMarketingContent {
  constructor(
    @inject(MARKETING_STATS) private readonly stats: MarketingStatsStore,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: unknown,
  ): Promise<Result<MarketingContent, UseCaseError<'REQUEST.INVALID'>>> {
    const content = MarketingContentSchema.safeParse(input);
    if (!content.success) return err(invalidInput(fieldErrorsOf(content.error.issues)));
    await this.stats.save(marketingStatsOf(content.data));
    await this.audit.record(staff, 'marketing.edit', {
      subject: `figures and ${content.data.pressMentions.length} press mentions`,
    });
    return ok(content.data);
  }
}
