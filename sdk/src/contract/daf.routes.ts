import { DAF_ANONYMITY_CHOICES, dafGrantSchema, type DafAnonymity } from '@bequest/domain';
import { z } from 'zod';
import { DocumentFileSchema } from './document-file.routes';
import {
  DonorAddressViewSchema,
  GiftFileQuerySchema,
  GiftIdParamsSchema,
  GiftRecipientViewSchema,
  GiftStatusSchema,
  ListedFirmViewSchema,
  MaskedNumberSchema,
} from './gift-views';
import { GIFT_EXAMPLES } from './gift-examples';
import { route } from './route';

const text = z.string();

/** A grant recommendation as its donor reads it (the /confirm and /summary pages). */
export const DafGrantViewSchema = z.object({
  id: text,
  status: GiftStatusSchema,
  recipient: GiftRecipientViewSchema,
  sponsor: ListedFirmViewSchema,
  fundName: text,
  fundNumber: MaskedNumberSchema.nullable(),
  donor: z.object({ fullName: text, email: text, address: DonorAddressViewSchema }),
  amount: text,
  purpose: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('WHERE_NEEDED_MOST') }),
    z.object({ kind: z.literal('STATED'), text }),
  ]),
  anonymity: z.enum(Object.keys(DAF_ANONYMITY_CHOICES) as [DafAnonymity, ...DafAnonymity[]]),
  recurrence: z.discriminatedUnion('frequency', [
    z.object({ frequency: z.literal('ONE_TIME') }),
    z.object({
      frequency: z.enum(['MONTHLY', 'QUARTERLY', 'YEARLY']),
      startDate: text,
      grantCount: z.number(),
    }),
  ]),
  acknowledgesGrantRules: z.literal(true),
  submittedOn: text.nullable(),
});
export type DafGrantView = z.output<typeof DafGrantViewSchema>;

/** The answers as the contract reads them; a recurring grant is refused while FW_RECURRING_DAF_GRANTS is off. */
const DafGrantBodySchema = dafGrantSchema(true);

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const INVALID = { status: 400, code: 'REQUEST.INVALID' } as const;
const REFUSED = { status: 409, code: 'GIFT.TRANSITION_REFUSED' } as const;
const STALE = { status: 409, code: 'REQUEST.STALE_WRITE' } as const;

/**
 * Grant recommendations to a signed-in donor's donor-advised fund (giving-and-beneficiaries.md
 * 2.7; issue 23). There is no guest path: only the donor's session reaches a grant.
 */
export const dafRoutes = {
  startDafGrant: route({
    method: 'POST',
    path: '/daf-grants',
    summary:
      'Start a grant recommendation on the active profile: the sponsor and fund, the amount and schedule (recurring only under FW_RECURRING_DAF_GRANTS), the charity by EIN in the IRS master file, and the grant rules acknowledged',
    auth: 'session',
    idempotent: true,
    body: DafGrantBodySchema,
    example: GIFT_EXAMPLES.dafGrant,
    response: DafGrantViewSchema,
    errors: [INVALID, NOT_FOUND],
  }),
  listDafGrants: route({
    method: 'GET',
    path: '/daf-grants',
    summary: 'The active profile’s grant recommendations, newest first (/account/daf)',
    auth: 'session',
    response: z.array(DafGrantViewSchema),
  }),
  getDafGrant: route({
    method: 'GET',
    path: '/daf-grants/:id',
    summary:
      'A grant recommendation of the signed-in donor (/daf/:partner/:dafId/confirm and /summary)',
    auth: 'session',
    params: GiftIdParamsSchema,
    response: DafGrantViewSchema,
    errors: [NOT_FOUND],
  }),
  saveDafGrant: route({
    method: 'PUT',
    path: '/daf-grants/:id',
    summary: 'Change a draft’s answers, all at once',
    auth: 'session',
    params: GiftIdParamsSchema,
    body: DafGrantBodySchema,
    example: GIFT_EXAMPLES.dafGrant,
    response: DafGrantViewSchema,
    errors: [INVALID, NOT_FOUND, REFUSED, STALE],
  }),
  submitDafGrant: route({
    method: 'POST',
    path: '/daf-grants/:id/submit',
    summary:
      'Confirm a draft (/daf/:partner/:dafId/confirm), which submits it; the donor is e-mailed the grant recommendation to send to the sponsor',
    auth: 'session',
    params: GiftIdParamsSchema,
    response: DafGrantViewSchema,
    errors: [INVALID, NOT_FOUND, REFUSED, STALE, { status: 429, code: 'REQUEST.RATE_LIMITED' }],
  }),
  cancelDafGrant: route({
    method: 'POST',
    path: '/daf-grants/:id/cancel',
    summary: 'Withdraw a draft, or a submitted recommendation',
    auth: 'session',
    params: GiftIdParamsSchema,
    response: DafGrantViewSchema,
    errors: [NOT_FOUND, REFUSED, STALE],
  }),
  dafGrantLetter: route({
    method: 'GET',
    path: '/daf-grant/:id.pdf',
    summary: 'The grant recommendation of a submitted grant, as a PDF',
    auth: 'session',
    params: GiftIdParamsSchema,
    query: GiftFileQuerySchema,
    response: DocumentFileSchema,
    errors: [NOT_FOUND, REFUSED],
    prefixed: false,
    produces: 'pdf',
  }),
};
