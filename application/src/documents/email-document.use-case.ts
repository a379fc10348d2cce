import type { PlanType } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import type { StoredDocumentKind } from '../ports/document-repository.port';
import { DOCUMENT_TITLES, RenderDocument } from './render-document.use-case';
import { VERIFY_EMAIL_FIRST } from './documents.errors';

/**
 * E-mail a document of the active profile (documents.md 5.2, 7.5): only to a signed-in person
 * with a verified address, where the tenant e-mails documents; the PDF is kept in the storage
 * center and attached. An estate plan is named by its id, and may be a will or a trust.
 */
/** A document by kind, or an estate plan by its id (its mirror will when asked). */
export type EmailedDocument =
  | { readonly kind: Exclude<StoredDocumentKind, PlanType> }
  | { readonly estatePlanId: string; readonly mirror?: boolean };

@injectable()
export class EmailDocument {
  constructor(
    @inject(RenderDocument) private readonly render: RenderDocument,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
  ) {}

  async execute(
    requester: Requester,
    document: EmailedDocument,
  ): Promise<Result<{ success: true; kind: StoredDocumentKind }, UseCaseError>> {
    const account = await this.accounts.findById(requester.tenantId, requester.accountId);
    if (!account) return err(notFound('Account'));
    if (!account.isRegistered || !account.isEmailConfirmed) return err(VERIFY_EMAIL_FIRST);
    const [kind, rendered] = await this.rendered(requester, document);
    if (rendered.isErr()) return err(rendered.error);
    const { fileName, stored } = rendered.value;
    await this.outbox.enqueue({
      tenantId: requester.tenantId,
      to: account.email,
      template: 'document',
      values: { documentTitle: DOCUMENT_TITLES[kind] },
      ...(stored ? { attachment: { key: stored.key, fileName } } : {}),
    });
    return ok({ success: true, kind });
  }

  private async rendered(
    requester: Requester,
    document: EmailedDocument,
  ): Promise<[StoredDocumentKind, Awaited<ReturnType<RenderDocument['execute']>>]> {
    if ('kind' in document)
      return [document.kind, await this.render.execute(requester, document.kind, 'email')];
    const options = { randId: document.estatePlanId, mirror: document.mirror ?? false };
    const will = await this.render.execute(requester, 'WILL', 'email', options);
    if (will.isOk() || will.error.code !== 'REQUEST.NOT_FOUND' || options.mirror)
      return ['WILL', will];
    return ['RLT', await this.render.execute(requester, 'RLT', 'email', options)];
  }
}
