import {
  MAIL_OUTBOX,
  MAIL_OUTBOX_ADMIN,
  MAIL_PREVIEWER,
  ListOutboxMail,
  PreviewMailTemplate,
  ResendOutboxMail,
  TENANT_CONFIGURATION_REPOSITORY,
} from '@bequest/application';
import { TemplateMailPreviewer } from '@bequest/adapters';
import type { Container } from 'inversify';

/** The mail outbox's use cases in the staff console. */
export const STAFF_MAIL_USE_CASES = [
  ListOutboxMail,
  ResendOutboxMail,
  PreviewMailTemplate,
] as const;

/** The outbox's staff reader and the template previewer, in the one composition root. */
export const bindStaffMail = (container: Container): void => {
  container.bind(MAIL_OUTBOX_ADMIN).toDynamicValue(() => container.get(MAIL_OUTBOX));
  container
    .bind(MAIL_PREVIEWER)
    .toDynamicValue(
      () => new TemplateMailPreviewer(container.get(TENANT_CONFIGURATION_REPOSITORY)),
    );
  for (const useCase of STAFF_MAIL_USE_CASES) container.bind<unknown>(useCase).toSelf();
};
