import { type UseCaseError, notFound } from '../shared/errors';

/** A share link that was revoked or whose expiry passed: gone, and nothing about it is told. */
export const SHARE_GONE: UseCaseError<'FIDUCIARY_SHARE.GONE'> = {
  code: 'FIDUCIARY_SHARE.GONE',
  message: 'This link no longer opens the document. Ask the person who shared it for a new one.',
};

export const NOT_SHARED = notFound('Shared document');
