import { FIDUCIARY_CODE_MAX_ATTEMPTS } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { Documents } from '../documents/documents.service';
import { RenderDocument } from '../documents/render-document.use-case';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FIDUCIARY_SHARES, type FiduciaryShares } from '../ports/fiduciary-shares.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { invalidInput } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { SHARE_GONE } from './fiduciary-sharing.errors';
import { FiduciaryAccessError, activeShare } from './fiduciary-access';
export interface SharedDocument {
  readonly fileName: string;
  readonly pdf: Buffer;
}

/**
 * The fiduciary opens the shared document with the code sent to the shared address (issue 29):
 * the code is spent, the opening logged for the person, and the PDF drawn as a preview (no copy
 * kept, the person's download state untouched). Only the one document the share names, while it
 * is still that document and still finished.
 */
@injectable()
export class OpenSharedDocument {
  constructor(
    @inject(FIDUCIARY_SHARES) private readonly shares: FiduciaryShares,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(Documents) private readonly documents: Documents,
    @inject(RenderDocument) private readonly render: RenderDocument,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    scope: TenantScope,
    key: string,
    code: string,
  ): Promise<Result<SharedDocument, FiduciaryAccessError>> {
    const now = this.clock.now();
    const found = await activeShare(this.shares, this.configurations, scope, key, now);
    if (found.isErr()) return err(found.error);
    const share = found.value;
    const typed = code.trim();
    const checked = /^\d{6}$/.test(typed)
      ? await this.shares.checkCode(
          scope.tenantId,
          share.id,
          typed,
          now,
          FIDUCIARY_CODE_MAX_ATTEMPTS,
        )
      : 'wrong';
    if (checked !== 'matched')
      return err(
        invalidInput({
          code: 'That code is not right or has expired. Ask for a new code and try again.',
        }),
      );
    const owner = {
      tenantId: share.owner.tenantId,
      accountId: share.owner.accountId,
      activeProfileId: share.owner.profileId,
    };
    const current = await this.documents.get(owner, share.kind);
    if (current.isErr() || !current.value.summary.isComplete) return err(SHARE_GONE);
    const rendered = await this.render.execute(owner, share.kind, 'print', {
      randId: share.documentRandId,
    });
    if (rendered.isErr()) return err(SHARE_GONE);
    await this.shares.logOpening(scope.tenantId, share.id, now);
    return ok({ fileName: rendered.value.fileName, pdf: rendered.value.pdf });
  }
}
