import {
  MAIL_OUTBOX,
  MAIL_OUTBOX_ADMIN,
  MAIL_PREVIEWER,
  StaffMail,
  TENANT_CONFIGURATION_REPOSITORY,
} from '@bequest/application';
import { TemplateMailPreviewer } from '@bequest/adapters';
import type { Container } from 'inversify';

/** The outbox's staff reader and the template previewer, in the one composition root. */
export const bindStaffMail = (container: Container): void => {
  container.bind(MAIL_OUTBOX_ADMIN).toDynamicValue(() => container.get(MAIL_OUTBOX));
  container
    .bind(MAIL_PREVIEWER)
    .toDynamicValue(
      () => new TemplateMailPreviewer(container.get(TENANT_CONFIGURATION_REPOSITORY)),
    );
  container.bind(StaffMail).toSelf();
};
