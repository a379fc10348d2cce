import { FIDUCIARY_CODE_TTL_MINUTES } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { DOCUMENT_TITLES } from '../documents/render-document.use-case';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FIDUCIARY_SHARES, type FiduciaryShares } from '../ports/fiduciary-shares.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import type { TenantScope } from '../shared/requester';
import { FiduciaryAccessError, maskedAddress, activeShare } from './fiduciary-access';

/**
 * The fiduciary asks to open a shared document (issue 29): a one-time code goes to the address
 * the document was shared with, proving that whoever holds the link also reads that inbox.
 */
@injectable()
export class RequestFiduciaryCode {
  constructor(
    @inject(FIDUCIARY_SHARES) private readonly shares: FiduciaryShares,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    scope: TenantScope,
    key: string,
  ): Promise<Result<{ readonly sentTo: string }, FiduciaryAccessError>> {
    const now = this.clock.now();
    const share = await activeShare(this.shares, this.configurations, scope, key, now);
    if (share.isErr()) return err(share.error);
    const code = this.ids.newCode();
    await this.shares.saveCode(
      scope.tenantId,
      share.value.id,
      code,
      new Date(now.getTime() + FIDUCIARY_CODE_TTL_MINUTES * 60_000),
    );
    await this.outbox.enqueue({
      tenantId: scope.tenantId,
      to: share.value.email,
      template: 'fiduciary_code',
      values: {
        code,
        minutes: String(FIDUCIARY_CODE_TTL_MINUTES),
        document: DOCUMENT_TITLES[share.value.kind],
      },
    });
    return ok({ sentTo: maskedAddress(share.value.email) });
  }
}
