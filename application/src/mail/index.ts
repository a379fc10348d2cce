export * from './list-outbox-mail.use-case';
export * from './preview-mail-template.use-case';
export * from './resend-outbox-mail.use-case';
