import { QcdGiftSchema, QcdRmdStepSchema } from '@bequest/domain';
import { z } from 'zod';
import { DocumentFileSchema } from './document-file.routes';
import { RmdEstimateSchema } from './gift.routes';
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

/** A QCD as its owner reads it: the answers, the charity, and the RMD step's estimate. */
export const QcdViewSchema = z.object({
  id: text,
  status: GiftStatusSchema,
  recipient: GiftRecipientViewSchema,
  custodian: ListedFirmViewSchema,
  owner: z.object({
    fullName: text,
    email: text,
    address: DonorAddressViewSchema,
    birthDate: text,
  }),
  accountNumber: MaskedNumberSchema,
  amount: text,
  distributionDate: text,
  givenEarlierInYear: text,
  priorYearEndBalance: text.nullable(),
  submittedOn: text.nullable(),
  rmd: RmdEstimateSchema.nullable(),
});
export type QcdView = z.output<typeof QcdViewSchema>;

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const INVALID = { status: 400, code: 'REQUEST.INVALID' } as const;
const REFUSED = { status: 409, code: 'GIFT.TRANSITION_REFUSED' } as const;
const STALE = { status: 409, code: 'REQUEST.STALE_WRITE' } as const;

/**
 * Qualified charitable distributions of a signed-in IRA owner (giving-and-beneficiaries.md 2.6,
 * 7.3; issue 23). There is no guest path: only the owner's session reaches a QCD.
 */
export const qcdRoutes = {
  startQcd: route({
    method: 'POST',
    path: '/qcds',
    summary:
      'Start a qualified charitable distribution on the active profile: the custodian and IRA, the owner, the amount and day, and the charity by EIN in the IRS master file',
    auth: 'session',
    idempotent: true,
    body: QcdGiftSchema,
    example: GIFT_EXAMPLES.qcd,
    response: QcdViewSchema,
    errors: [INVALID, NOT_FOUND],
  }),
  listQcds: route({
    method: 'GET',
    path: '/qcds',
    summary: 'The active profile’s qualified charitable distributions, newest first (/account/qcd)',
    auth: 'session',
    response: z.array(QcdViewSchema),
  }),
  getQcd: route({
    method: 'GET',
    path: '/qcds/:id',
    summary: 'A qualified charitable distribution of the signed-in owner',
    auth: 'session',
    params: GiftIdParamsSchema,
    response: QcdViewSchema,
    errors: [NOT_FOUND],
  }),
  saveQcd: route({
    method: 'PUT',
    path: '/qcds/:id',
    summary:
      'Change a draft’s answers, all at once; the RMD step’s balance stays unless the answers send one',
    auth: 'session',
    params: GiftIdParamsSchema,
    body: QcdGiftSchema,
    example: GIFT_EXAMPLES.qcd,
    response: QcdViewSchema,
    errors: [INVALID, NOT_FOUND, REFUSED, STALE],
  }),
  saveQcdRmd: route({
    method: 'PUT',
    path: '/qcds/:id/rmd',
    summary:
      'The RMD step: the IRA’s balance on December 31 of the year before (null clears it); the answer carries the year’s estimated RMD and how much of it the distribution meets',
    auth: 'session',
    params: GiftIdParamsSchema,
    body: QcdRmdStepSchema,
    example: GIFT_EXAMPLES.qcdRmd,
    response: QcdViewSchema,
    errors: [INVALID, NOT_FOUND, REFUSED, STALE],
  }),
  submitQcd: route({
    method: 'POST',
    path: '/qcds/:id/submit',
    summary:
      'Submit a draft that would be a qualified charitable distribution under 26 U.S.C. § 408(d)(8) (else 422 names each answer at fault); the owner is e-mailed the letter of instruction to the custodian',
    auth: 'session',
    params: GiftIdParamsSchema,
    response: QcdViewSchema,
    errors: [
      NOT_FOUND,
      REFUSED,
      STALE,
      { status: 422, code: 'QCD.NOT_QUALIFIED' },
      { status: 429, code: 'REQUEST.RATE_LIMITED' },
    ],
  }),
  cancelQcd: route({
    method: 'POST',
    path: '/qcds/:id/cancel',
    summary: 'Cancel a draft, or a submitted distribution the owner will not send',
    auth: 'session',
    params: GiftIdParamsSchema,
    response: QcdViewSchema,
    errors: [NOT_FOUND, REFUSED, STALE],
  }),
  qcdLetter: route({
    method: 'GET',
    path: '/qualified-charitable-distribution/:id.pdf',
    summary:
      'The letter of instruction to the IRA custodian of a submitted distribution, as a PDF (giving 7.3)',
    auth: 'session',
    params: GiftIdParamsSchema,
    query: GiftFileQuerySchema,
    response: DocumentFileSchema,
    errors: [NOT_FOUND, REFUSED],
    prefixed: false,
    produces: 'pdf',
  }),
};
