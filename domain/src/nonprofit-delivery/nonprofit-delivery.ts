import { z } from 'zod';
import { CONSENT_BASES } from './nonprofit-consent';

/**
 * What a donor chose that a nonprofit may be told of (giving-and-beneficiaries.md 4.7, 6): a gift
 * in a will or a trust, a beneficiary designation, a stock gift, a QCD, a DAF grant, or an
 * intention recorded at /record.
 */
export const SHARED_CHOICE_KINDS = [
  'will_bequest',
  'trust_bequest',
  'beneficiary_designation',
  'stock_gift',
  'qcd',
  'daf_grant',
  'recorded_intention',
] as const;
export type SharedChoiceKind = (typeof SHARED_CHOICE_KINDS)[number];

/** How each choice reads in the e-mail, the CSV and the person's ledger. */
export const SHARED_CHOICE_LABELS: Readonly<Record<SharedChoiceKind, string>> = {
  will_bequest: 'A gift in their will',
  trust_bequest: 'A gift in their trust',
  beneficiary_designation: 'A beneficiary designation',
  stock_gift: 'A gift of stock',
  qcd: 'A qualified charitable distribution',
  daf_grant: 'A donor-advised fund grant',
  recorded_intention: 'A gift intention they recorded',
};

export const SharedChoiceSchema = z.object({
  kind: z.enum(SHARED_CHOICE_KINDS, 'Please choose what the nonprofit is told of'),
  /** A few words on the gift, as the donor put it (e.g. "10% of my estate"). */
  detail: z
    .string()
    .trim()
    .max(300, 'Please keep the detail under 300 characters')
    .nullable()
    .default(null),
});
export type SharedChoice = z.output<typeof SharedChoiceSchema>;

/** The events a nonprofit receives, by e-mail and at its webhook endpoint. */
export const NONPROFIT_WEBHOOK_EVENTS = ['gift.shared', 'consent.withdrawn'] as const;
export type NonprofitWebhookEvent = (typeof NONPROFIT_WEBHOOK_EVENTS)[number];

/** The donor as a nonprofit is told of them: only with consent. */
export const SharedDonorSchema = z.object({
  /** The same for one person on every event to this nonprofit, and nothing else about them. */
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type SharedDonor = z.output<typeof SharedDonorSchema>;

/** Each event's `data`, exactly as sent and as the person's ledger shows it. */
export const NONPROFIT_WEBHOOK_DATA = {
  'gift.shared': z.object({
    organizationId: z.string(),
    donor: SharedDonorSchema,
    choice: SharedChoiceSchema,
    consent: z.array(z.enum(CONSENT_BASES)),
  }),
  'consent.withdrawn': z.object({
    organizationId: z.string(),
    donor: SharedDonorSchema.pick({ reference: true }),
  }),
} as const;
export type NonprofitWebhookData = {
  readonly [Event in NonprofitWebhookEvent]: z.output<(typeof NONPROFIT_WEBHOOK_DATA)[Event]>;
};

/** A nonprofit's webhook body: the event id is the receiver's idempotency key. */
export const NonprofitWebhookBodySchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('gift.shared'),
    createdAt: z.string(),
    data: NONPROFIT_WEBHOOK_DATA['gift.shared'],
  }),
  z.object({
    id: z.string(),
    type: z.literal('consent.withdrawn'),
    createdAt: z.string(),
    data: NONPROFIT_WEBHOOK_DATA['consent.withdrawn'],
  }),
]);
export type NonprofitWebhookBody = z.output<typeof NonprofitWebhookBodySchema>;

/** One line of the e-mail digest and of the staff CSV for an event. */
export const nonprofitDeliverySummary = (body: NonprofitWebhookBody): string => {
  if (body.type === 'consent.withdrawn')
    return `Donor ${body.data.donor.reference} withdrew their consent: stop using their contact details.`;
  const { donor, choice } = body.data;
  const contact = [donor.email, donor.phone].filter(Boolean).join(', ');
  const detail = choice.detail ? ` (${choice.detail})` : '';
  return `${donor.firstName} ${donor.lastName}${contact ? ` <${contact}>` : ''}: ${SHARED_CHOICE_LABELS[choice.kind]}${detail}.`;
};

/** A nonprofit's contacts for the digest: 1 to 10 e-mail addresses. */
export const NONPROFIT_CONTACTS_MAX = 10;
