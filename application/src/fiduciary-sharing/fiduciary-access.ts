import {
  FIDUCIARY_CODE_MAX_ATTEMPTS,
  FIDUCIARY_CODE_TTL_MINUTES,
  fiduciaryShareState,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { configurationOf } from '../accounts/tenant-configurations';
import { Documents } from '../documents/document-service';
import { DOCUMENT_TITLES, RenderDocument } from '../documents/render-document';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  FIDUCIARY_SHARES,
  type FiduciaryShares,
  type KeptFiduciaryShare,
} from '../ports/fiduciary-shares.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { SHARE_GONE } from './fiduciary-share-view';

export type FiduciaryAccessError =
  UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.INVALID'> | typeof SHARE_GONE;

const NOT_SHARED = notFound('Shared document');

/** "b•••@example.com": enough for the fiduciary to know which inbox to look in. */
export const maskedAddress = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};

/**
 * The share a link's key reaches, while it is active and the tenant shares with nominees: an
 * unknown key, or a tenant that stopped sharing, is not found; a revoked or expired one is gone.
 */
const activeShare = async (
  shares: FiduciaryShares,
  configurations: TenantConfigurationRepository,
  scope: TenantScope,
  key: string,
  now: Date,
): Promise<Result<KeptFiduciaryShare, FiduciaryAccessError>> => {
  if (key.length === 0 || key.length > 200) return err(NOT_SHARED);
  const share = await shares.findByKey(scope.tenantId, key);
  if (!share) return err(NOT_SHARED);
  if (!(await configurationOf(configurations, scope.tenantId)).nomineeSharing)
    return err(NOT_SHARED);
  if (fiduciaryShareState(share, now).status !== 'active') return err(SHARE_GONE);
  return ok(share);
};

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
