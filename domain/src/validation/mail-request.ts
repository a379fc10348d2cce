import type { MailingAddress } from '../profiles/mailing-address';
import { validateAddress } from './address-rules';

export const MAIL_REQUEST_MESSAGES = {
  address: 'Please enter your full address including city, state, and zip code.',
  confirmation: 'Please confirm that your documents are complete.',
  poBox: 'Note: we are unable to ship to P.O. Boxes at this time',
  confirmationLabel: 'My documents are complete, and I wish to request them by mail.',
} as const;

/** The toast after a mail request (platform-core.md 8 "Mail success"). */
export const mailRequestSuccess = (helpEmail: string) =>
  ({
    title: 'Print and mail successfully requested',
    message: `Please allow up to 7-10 business days for your documents to arrive. Note that any additional updates you make at this time will not be reflected in the documents mailed to you. You may reach out to ${helpEmail} if you have any questions.`,
  }) as const;

type AddressDraft = Partial<Record<keyof MailingAddress, string | null>>;

/** A complete address: street, city, a state of its country and a postal code (platform-core.md 5). */
export const isCompleteMailingAddress = (address: AddressDraft): boolean =>
  Object.keys(validateAddress({ ...address, country: address.country === 'CA' ? 'CA' : 'US' }))
    .length === 0;

const PO_BOX = /\bP\.?\s*O\.?\s*Box\b|\bPost\s+Office\s+Box\b/i;

/** The P.O. Box note, shown without blocking the request (platform-core.md 5). */
export const poBoxWarning = (address: AddressDraft): string | null =>
  PO_BOX.test(`${address.address1 ?? ''} ${address.address2 ?? ''}`)
    ? MAIL_REQUEST_MESSAGES.poBox
    : null;

/** Page 1 needs a complete address; page 2 the confirmation (platform-core.md 2.12, 4.13, 5). */
export const validateMailRequest = (request: {
  readonly address: AddressDraft;
  readonly confirmed: boolean;
  readonly page: 1 | 2;
}): Partial<Record<'address' | 'confirmation', string>> => ({
  ...(isCompleteMailingAddress(request.address) ? {} : { address: MAIL_REQUEST_MESSAGES.address }),
  ...(request.page === 2 && !request.confirmed
    ? { confirmation: MAIL_REQUEST_MESSAGES.confirmation }
    : {}),
});
