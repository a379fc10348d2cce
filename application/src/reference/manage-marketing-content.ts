import {
  fieldErrorsOf,
  MARKETING_CONTENT_FIELDS,
  marketingContentOf,
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
 * The home page's figures and media mentions (platform-core.md 2.5), which partner managers and
 * administrators publish from the staff console (issue 24): the consumer home page reads the
 * same stats on its next load. Each publication is audited.
 */
@injectable()
export class ManageMarketingContent {
  constructor(
    @inject(MARKETING_STATS) private readonly stats: MarketingStatsStore,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async read(): Promise<MarketingContent> {
    return marketingContentOf(await this.stats.list(MARKETING_CONTENT_FIELDS));
  }

  async publish(
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
