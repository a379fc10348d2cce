import {
  EstatePlanSchema,
  fullNameToString,
  TESTATOR_NAME_PLACEHOLDER,
  type PlanType,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { configurationOf } from '../accounts/tenant-configurations';
import { invalidInput, notFound } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { Documents, type DocumentError, type DocumentView } from './documents.service';
import { NOMINEE_SHARING_OFF, PLAN_NOT_FINISHED } from './documents.errors';

/**
 * Tell the people a finished will or trust names (documents.md 2.7): each chosen nominee with an
 * e-mail address gets the tenant's notification, with its help text naming the testator; their
 * lastNotifiedAt and the plan's hasNotifiedNominee are saved first, so a retry after a lost race
 * sends nothing twice.
 */
@injectable()
export class NotifyNominees {
  constructor(
    @inject(Documents) private readonly documents: Documents,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    kind: PlanType,
    nomineeIds: readonly string[],
    origin: string,
  ): Promise<
    Result<DocumentView, DocumentError | typeof NOMINEE_SHARING_OFF | typeof PLAN_NOT_FINISHED>
  > {
    const configuration = await configurationOf(this.configurations, requester.tenantId);
    if (!configuration.nomineeSharing) return err(NOMINEE_SHARING_OFF);
    const current = await this.documents.get(requester, kind);
    if (current.isErr()) return err(current.error);
    if (!current.value.summary.isComplete) return err(PLAN_NOT_FINISHED);
    const plan = EstatePlanSchema.parse(current.value.data);
    const chosen = plan.nominees.filter((nominee) => nomineeIds.includes(nominee.randId));
    const unknown = nomineeIds.find((id) => !plan.nominees.some((n) => n.randId === id));
    if (unknown !== undefined) return err(notFound('Nominee'));
    const withoutAddress = chosen.find((nominee) => !nominee.email);
    if (withoutAddress)
      return err(
        invalidInput({
          [`nominees.${plan.nominees.indexOf(withoutAddress)}.email`]: `Add an e-mail address for ${fullNameToString(withoutAddress.fullName)} first.`,
        }),
      );
    if (chosen.length === 0) return err(invalidInput({ nomineeIds: 'Choose whom to tell.' }));

    const now = this.clock.now().toISOString();
    const saved = await this.documents.update(requester, kind, current.value.version, {
      changes: {
        nominees: plan.nominees.map((nominee) =>
          nomineeIds.includes(nominee.randId) ? { ...nominee, lastNotifiedAt: now } : nominee,
        ),
        hasNotifiedNominee: true,
      },
    });
    if (saved.isErr()) return err(saved.error);

    const profile = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
    );
    const testatorName = profile ? fullNameToString(profile.profile.fullName) : '';
    const notification = configuration.email.nomineeNotification;
    const link = new URL('/', origin);
    if (notification.utmSource) link.searchParams.set('utm_source', notification.utmSource);
    for (const nominee of chosen)
      await this.outbox.enqueue({
        tenantId: requester.tenantId,
        to: nominee.email as string,
        template: 'nominee_notification',
        values: {
          testatorName,
          nomineeName: fullNameToString(nominee.fullName),
          ...(nominee.role ? { role: nominee.role } : {}),
          helpText: notification.additionalHelpText.replaceAll(
            TESTATOR_NAME_PLACEHOLDER,
            testatorName,
          ),
          link: link.toString(),
        },
      });
    return ok(saved.value);
  }
}
