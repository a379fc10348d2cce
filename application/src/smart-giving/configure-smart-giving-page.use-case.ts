import { widgetOriginOf, type SmartGivingSettings } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  LOOPBACK_WIDGET_ORIGINS,
  SMART_GIVING_PAGES,
  type SmartGivingPages,
  type SmartGivingRecord,
} from '../ports/smart-giving-pages.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * Staff set a partner nonprofit's page (issue 26): its ways to give, story, color and the sites
 * that may frame its widget, each an https origin (plain http on this machine outside
 * production), kept once each. Audited.
 */
@injectable()
export class ConfigureSmartGivingPage {
  constructor(
    @inject(SMART_GIVING_PAGES) private readonly pages: SmartGivingPages,
    @inject(LOOPBACK_WIDGET_ORIGINS) private readonly loopback: boolean,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    organizationId: string,
    settings: SmartGivingSettings,
  ): Promise<Result<SmartGivingRecord, UseCaseError<'REQUEST.NOT_FOUND' | 'REQUEST.INVALID'>>> {
    if (!(await this.pages.findByOrganizationId(organizationId)))
      return err(notFound('Partner nonprofit'));
    const refused = settings.widgetOrigins.find((text) => !widgetOriginOf(text, this.loopback));
    if (refused !== undefined)
      return err(
        invalidInput({
          widgetOrigins: `${refused} is not an https origin, such as https://www.example.org`,
        }),
      );
    const widgetOrigins = [
      ...new Set(settings.widgetOrigins.map((text) => widgetOriginOf(text, this.loopback)!)),
    ];
    const ways = [...new Set(settings.ways)];
    const saved = await this.pages.save(
      organizationId,
      {
        ...settings,
        ways,
        widgetOrigins,
        primaryColor: settings.primaryColor?.toLowerCase() ?? null,
      },
      staff.email,
      this.clock.now(),
    );
    await this.audit.record(staff, 'smart_giving.configure', {
      subject: `${organizationId}: ${ways.join(', ')}; widget ${widgetOrigins.join(' ') || 'none'}`,
    });
    return ok(saved);
  }
}
