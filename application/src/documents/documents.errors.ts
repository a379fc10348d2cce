import type { UseCaseError } from '../shared/errors';

export const VERIFY_EMAIL_FIRST: UseCaseError<'DOCUMENT.VERIFY_EMAIL'> = {
  code: 'DOCUMENT.VERIFY_EMAIL',
  message: 'Please verify your e-mail address to have documents e-mailed to you.',
};

export const NOMINEE_SHARING_OFF: UseCaseError<'NOMINEE_SHARING.OFF'> = {
  code: 'NOMINEE_SHARING.OFF',
  message: 'Telling your nominees is not available here.',
};

export const PLAN_NOT_FINISHED: UseCaseError<'NOMINEE_SHARING.NOT_FINISHED'> = {
  code: 'NOMINEE_SHARING.NOT_FINISHED',
  message: 'Finish your plan before you tell the people it names.',
};

export const DOWNLOAD_DISABLED: UseCaseError<'DOCUMENT.DOWNLOAD_DISABLED'> = {
  code: 'DOCUMENT.DOWNLOAD_DISABLED',
  message: 'Downloading documents is not available here. Use Print document instead.',
};

export const EMAILS_DISABLED: UseCaseError<'DOCUMENT.EMAILS_DISABLED'> = {
  code: 'DOCUMENT.EMAILS_DISABLED',
  message: 'E-mailing documents is not available here. Use Download or Print instead.',
};

export const DOCUMENT_EXISTS: UseCaseError<'DOCUMENT.EXISTS'> = {
  code: 'DOCUMENT.EXISTS',
  message: 'This profile already has this document.',
};
