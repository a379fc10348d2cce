import type { Result } from 'neverthrow';
import { z } from 'zod';
import type { StatuteCheck } from '../execution/statute-check';
import { einOf, isEin } from '../nonprofit-directory/ein';
import { addCalendarMonths, type CalendarDate } from '../qcds/calendar-date';
import { DAF_SPONSORS } from './brokerages';
import {
  calendarDateField,
  giftAmountField,
  listedFirmField,
  optionalMaskedAccountNumberField,
} from './gift-fields';
import { GiftDonorSchema, type GiftRecipient } from './gift-parties';
import type { QcdRecipientKind } from '../qcds/qcd-eligibility';
import { nextGiftStatus, type GiftStatus, type GiftTransitionRefused } from './gift-status';

/**
 * What the donor confirms before a grant recommendation goes to the sponsor (issue 23). The
 * sponsor, not the donor, decides a grant; it declines one that would confer a "more than
 * incidental benefit" on the donor or a related person, on which 26 U.S.C. § 4967 imposes a tax of
 * 125% of the benefit, or that would be a taxable distribution under § 4966(c) (to a private
 * non-operating foundation, unless the sponsor exercises expenditure responsibility). Sponsors'
 * rules go further than the statute: Fidelity Charitable's grant guidelines list event tickets,
 * memberships and "other goods and services" as ineligible purposes and private non-operating
 * foundations as ineligible recipients, and its grantmaking FAQ refuses a grant toward a "legally
 * enforceable financial obligation" (a pledge), although IRS Notice 2017-73 would let a DAF pay a
 * pledge on conditions without a prohibited benefit. Read 2026-11-26:
 * - §§ 4966 and 4967 at copies of the Code (touchtax.edrich.de, casetext.com), not yet at
 *   https://uscode.house.gov
 * - https://fidelitycharitable.org/giving-account-guide/recommending-a-grant.html
 * - https://fidelitycharitable.org/faqs/donor/grantmaking.html
 * - Notice 2017-73 (2017-51 I.R.B. 562) at a copy (taxnotes.com), not yet at irs.gov
 * The words are the product's own, not a sponsor's; see docs/legal/daf-grants.md.
 */
export const DAF_GRANT_RULES: StatuteCheck = {
  statute: '26 U.S.C. §§ 4966(c), 4967(a); IRS Notice 2017-73',
  checkedOn: '2026-11-26',
  source: 'https://www.law.cornell.edu/uscode/text/26/4967',
  readAt: 'https://touchtax.edrich.de/1d.php?v=sc&s=4967',
  unverified:
    'The sections and Notice 2017-73 were read at copies, the sponsors’ rules at Fidelity Charitable’s pages only; counsel to confirm the statement against each listed sponsor’s current grant policy.',
};

export const DAF_GRANT_RULES_STATEMENT =
  'I recommend this grant for charitable purposes only. Neither I nor anyone related to me will receive more than an incidental benefit from it: it does not pay for tickets, dinners or other benefits of a charitable event, for a membership, or for any other goods or services, and it does not fulfill a pledge or any other financial obligation. The recipient is not a private non-operating foundation. I understand that the sponsor may decline this recommendation.';

/** What the charity may learn of the donor with the grant. */
export const DAF_ANONYMITY_CHOICES = {
  NAME_AND_ADDRESS: 'Share my name and address with the charity',
  NAME_ONLY: 'Share my name only',
  ANONYMOUS: 'Keep my grant anonymous',
} as const;
export type DafAnonymity = keyof typeof DAF_ANONYMITY_CHOICES;

/** How often a recurring grant is made. */
export const DAF_GRANT_FREQUENCIES = {
  MONTHLY: { label: 'Monthly', months: 1 },
  QUARTERLY: { label: 'Quarterly', months: 3 },
  YEARLY: { label: 'Yearly', months: 12 },
} as const;
export type DafGrantFrequency = keyof typeof DAF_GRANT_FREQUENCIES;

/** The most grants one recommendation schedules: five years of monthly grants. */
export const MAX_RECURRING_GRANTS = 60;
export const DAF_PURPOSE_MAX_LENGTH = 500;

export const DAF_GRANT_MESSAGES = {
  sponsor: 'Please choose the sponsor of your donor-advised fund',
  sponsorName: 'Please enter the name of your fund’s sponsor',
  fundName: 'Please enter the name of your fund',
  purpose: `Please describe the purpose in ${DAF_PURPOSE_MAX_LENGTH} characters or fewer`,
  anonymity: 'Please choose what the charity may know about you',
  recurrence: 'Please choose a one-time grant or how often it recurs',
  recurringOff: 'Recurring grants are not offered yet; please choose a one-time grant',
  startDate: 'Please enter the date of the first grant as YYYY-MM-DD',
  grantCount: `Please enter a number of grants from 2 to ${MAX_RECURRING_GRANTS}`,
  recipientEin: 'Please choose the charity, or enter its EIN, for example 12-3456789',
  rules: 'Please confirm that this grant follows your sponsor’s grant rules',
  notDeductible:
    'Gifts to this organization are not tax-deductible, so a donor-advised fund cannot grant to it.',
  privateFoundation:
    'Sponsors do not grant to private non-operating foundations; please choose another charity.',
} as const;

const PurposeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('WHERE_NEEDED_MOST') }),
    z.object({
      kind: z.literal('STATED'),
      text: z
        .string()
        .trim()
        .min(1, DAF_GRANT_MESSAGES.purpose)
        .max(DAF_PURPOSE_MAX_LENGTH, DAF_GRANT_MESSAGES.purpose),
    }),
  ],
  { error: DAF_GRANT_MESSAGES.purpose },
);
export type DafGrantPurpose = z.output<typeof PurposeSchema>;

const RecurrenceSchema = z.discriminatedUnion(
  'frequency',
  [
    z.object({ frequency: z.literal('ONE_TIME') }),
    z.object({
      frequency: z.enum(
        Object.keys(DAF_GRANT_FREQUENCIES) as [DafGrantFrequency, ...DafGrantFrequency[]],
      ),
      startDate: calendarDateField(DAF_GRANT_MESSAGES.startDate),
      grantCount: z
        .number({ error: DAF_GRANT_MESSAGES.grantCount })
        .int(DAF_GRANT_MESSAGES.grantCount)
        .min(2, DAF_GRANT_MESSAGES.grantCount)
        .max(MAX_RECURRING_GRANTS, DAF_GRANT_MESSAGES.grantCount),
    }),
  ],
  { error: DAF_GRANT_MESSAGES.recurrence },
);
export type DafGrantRecurrence = z.output<typeof RecurrenceSchema>;

/**
 * A grant recommendation to a donor-advised fund's sponsor (giving-and-beneficiaries.md 2.7;
 * issue 23). A recurring grant is read only while recurring DAF grants are offered
 * (FW_RECURRING_DAF_GRANTS, section 9); otherwise the recurrence must be one-time.
 */
export const dafGrantSchema = (recurringAllowed: boolean) =>
  z.object({
    sponsor: listedFirmField(DAF_SPONSORS, {
      firm: DAF_GRANT_MESSAGES.sponsor,
      otherName: DAF_GRANT_MESSAGES.sponsorName,
    }),
    fundName: z.string().trim().min(2, DAF_GRANT_MESSAGES.fundName).max(200),
    fundNumber: optionalMaskedAccountNumberField(),
    donor: GiftDonorSchema,
    amount: giftAmountField(),
    purpose: PurposeSchema.default({ kind: 'WHERE_NEEDED_MOST' }),
    anonymity: z.enum(Object.keys(DAF_ANONYMITY_CHOICES) as [DafAnonymity, ...DafAnonymity[]], {
      error: DAF_GRANT_MESSAGES.anonymity,
    }),
    recurrence: RecurrenceSchema.refine(
      (recurrence) => recurringAllowed || recurrence.frequency === 'ONE_TIME',
      { path: ['frequency'], message: DAF_GRANT_MESSAGES.recurringOff },
    ),
    recipientEin: z
      .string()
      .trim()
      .transform((ein) => einOf(ein) ?? ein)
      .refine(isEin, DAF_GRANT_MESSAGES.recipientEin),
    acknowledgesGrantRules: z.literal(true, { error: DAF_GRANT_MESSAGES.rules }),
  });
export type DafGrantInput = z.input<ReturnType<typeof dafGrantSchema>>;
export type DafGrantAnswers = z.output<ReturnType<typeof dafGrantSchema>>;

/** A grant recommendation as it is kept: its answers, with the charity as the master file names it. */
export interface DafGrant extends Readonly<Omit<DafGrantAnswers, 'recipientEin'>> {
  readonly id: string;
  readonly status: GiftStatus;
  readonly recipient: GiftRecipient;
  /** The day the donor submitted it, which dates the recommendation; null before. */
  readonly submittedOn: CalendarDate | null;
}

/** A new grant recommendation, a draft, to the charity the directory found by the answers' EIN. */
export const draftDafGrant = (
  id: string,
  { recipientEin: _ein, ...answers }: DafGrantAnswers,
  recipient: GiftRecipient,
): DafGrant => ({ ...answers, id, status: 'DRAFT', recipient, submittedOn: null });

/**
 * Why a sponsor would not grant to the charity, as the master file records it (`qcdRecipientKindOf`),
 * or null when it may: one contributions to which are not deductible, or a private non-operating
 * foundation, a taxable distribution under 26 U.S.C. § 4966(c) (see DAF_GRANT_RULES).
 */
export const dafRecipientProblem = (
  kind: Exclude<QcdRecipientKind, 'donor-advised-fund'> | null,
): string | null => {
  if (kind === null) return DAF_GRANT_MESSAGES.notDeductible;
  if (kind === 'private-non-operating-foundation') return DAF_GRANT_MESSAGES.privateFoundation;
  return null;
};

/** The grant recommendation submitted to the sponsor `today`, or why not: it is not a draft. */
export const submitDafGrant = (
  grant: DafGrant,
  today: CalendarDate,
): Result<DafGrant, GiftTransitionRefused> =>
  nextGiftStatus(grant.status, 'submit').map((status) => ({
    ...grant,
    status,
    submittedOn: today,
  }));

/** The day of a recurring grant's last grant. */
export const lastGrantDate = (
  recurrence: Extract<DafGrantRecurrence, { startDate: CalendarDate }>,
): CalendarDate =>
  addCalendarMonths(
    recurrence.startDate,
    DAF_GRANT_FREQUENCIES[recurrence.frequency].months * (recurrence.grantCount - 1),
  );
