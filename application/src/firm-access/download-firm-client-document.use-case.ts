import { DOCUMENT_REGISTRY, productProgress, type DocumentKind } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { RenderDocument } from '../documents/render-document.use-case';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { FirmCaller } from './firm-caller';
import { DOCUMENT_NOT_FINISHED } from './firm-access.errors';
import { NO_CLIENT, clientOf } from './firm-client';

export type FirmDocumentError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | typeof DOCUMENT_NOT_FINISHED;

/**
 * A client's finished document as a PDF (issue 25), drawn by the same use case as the person's
 * own download but like a preview: no storage-center copy, and the person's downloaded state is
 * left as it is. A document not started is not found; one not finished is refused (409).
 */
@injectable()
export class DownloadFirmClientDocument {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(RenderDocument) private readonly render: RenderDocument,
  ) {}

  async execute(
    caller: FirmCaller,
    clientId: string,
    kind: DocumentKind,
  ): Promise<Result<{ readonly fileName: string; readonly pdf: Buffer }, FirmDocumentError>> {
    const client = await clientOf(this.accounts, caller, clientId);
    if (!client) return err(NO_CLIENT);
    const owner = await this.profiles.findById(
      client.tenantId,
      client.accountId,
      client.activeProfileId,
    );
    const progress = owner ? productProgress(kind, owner.profile) : 'NOT_STARTED';
    if (progress === 'NOT_STARTED')
      return err(notFound(`The client's ${DOCUMENT_REGISTRY[kind].slug}`));
    if (progress !== 'FINISHED') return err(DOCUMENT_NOT_FINISHED);
    const rendered = await this.render.execute(client, kind, 'print');
    if (rendered.isErr())
      return err(rendered.error.code === 'REQUEST.INVALID' ? rendered.error : notFound('Document'));
    return ok({ fileName: rendered.value.fileName, pdf: rendered.value.pdf });
  }
}
