import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { RenderEstatePlan } from './render-estate-plan';

export const VERIFY_EMAIL_FIRST: UseCaseError<'DOCUMENT.VERIFY_EMAIL'> = {
  code: 'DOCUMENT.VERIFY_EMAIL',
  message: 'Please verify your e-mail address to have documents e-mailed to you.',
};

/**
 * E-mail the will or trust (documents.md 5.2, 7.5): only to a signed-in person with a verified address,
 * where the tenant e-mails documents; the PDF is kept in the storage center and attached.
 */
@injectable()
export class EmailEstatePlan {
  constructor(
    @inject(RenderEstatePlan) private readonly render: RenderEstatePlan,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
  ) {}

  async execute(
    requester: Requester,
    planId: string,
  ): Promise<Result<{ success: true }, UseCaseError>> {
    const account = await this.accounts.findById(requester.tenantId, requester.accountId);
    if (!account) return err(notFound('Account'));
    if (!account.isRegistered || !account.isEmailConfirmed) return err(VERIFY_EMAIL_FIRST);
    let planType: 'WILL' | 'RLT' = 'WILL';
    let rendered = await this.render.execute(requester, planType, 'email', planId);
    if (rendered.isErr() && rendered.error.code === 'REQUEST.NOT_FOUND') {
      planType = 'RLT';
      rendered = await this.render.execute(requester, planType, 'email', planId);
    }
    if (rendered.isErr()) return err(rendered.error);
    const { fileName, stored } = rendered.value;
    await this.outbox.enqueue({
      tenantId: requester.tenantId,
      to: account.email,
      template: 'document',
      values: {
        documentTitle:
          planType === 'WILL' ? 'Last Will & Testament' : 'Revocable Living Trust & Pour-Over Will',
      },
      ...(stored ? { attachment: { key: stored.key, fileName } } : {}),
    });
    return ok({ success: true });
  }
}
