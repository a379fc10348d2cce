import {
  estimateRmd,
  fieldErrorsOf,
  qcdProblems,
  qcdRecipientKindOf,
  QcdCheckSchema,
  rmdSatisfiedBy,
  yearOf,
  type CalendarDate,
  type QcdProblem,
  type RmdEstimate,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../ports/nonprofit-directory.port';
import { invalidInput, type UseCaseError } from '../shared/errors';

export interface QcdCheckAnswer {
  /** The charity as the IRS master file names it, or null when the EIN is not in it. */
  readonly recipient: { readonly legalName: string; readonly ein: string } | null;
  /** What keeps the distribution from qualifying, field by field; none when it qualifies. */
  readonly problems: {
    readonly field: QcdProblem['field'] | 'recipientEin';
    readonly message: string;
  }[];
  /** The year's required minimum distribution and how much of it this gift meets, when asked. */
  readonly rmd:
    | Exclude<RmdEstimate, { kind: 'required' }>
    | (Extract<RmdEstimate, { kind: 'required' }> & {
        readonly satisfied: string;
        readonly remaining: string;
      })
    | null;
}

/**
 * The RMD step's answer: the year's required minimum distribution, estimated from the IRA's
 * balance at the end of the year before, and how much of it a QCD of `amount` meets; null until
 * the balance is told.
 */
export const rmdStepOf = (qcd: {
  readonly birthDate: CalendarDate;
  readonly distributionDate: CalendarDate;
  readonly amount: string;
  readonly priorYearEndBalance: string | null;
}): QcdCheckAnswer['rmd'] => {
  if (qcd.priorYearEndBalance === null) return null;
  const estimate = estimateRmd(
    qcd.birthDate,
    yearOf(qcd.distributionDate),
    qcd.priorYearEndBalance,
  );
  return estimate.kind === 'required'
    ? { ...estimate, ...rmdSatisfiedBy(estimate.amount, qcd.amount) }
    : estimate;
};

export const NOT_IN_DIRECTORY =
  'We could not find this EIN among the organizations the IRS lists as tax-exempt.';
export const NOT_DEDUCTIBLE =
  'Gifts to this organization are not tax-deductible, so they cannot be a qualified charitable distribution.';

/**
 * The QCD step's check (issue 23): the charity found by EIN in the IRS master file and what it
 * is, the rules of 26 U.S.C. § 408(d)(8), and, given the IRA's prior year-end balance, the RMD
 * step's estimate with how much of it the gift meets.
 */
@injectable()
export class CheckQcd {
  constructor(@inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory) {}

  async execute(input: unknown): Promise<Result<QcdCheckAnswer, UseCaseError<'REQUEST.INVALID'>>> {
    const read = QcdCheckSchema.safeParse(input);
    if (!read.success) return err(invalidInput(fieldErrorsOf(read.error.issues)));
    const check = read.data;
    const [organization] = await this.directory.organizationsByEin([check.recipientEin]);
    const kind = organization ? qcdRecipientKindOf(organization) : null;
    const problems: QcdCheckAnswer['problems'] = [
      ...(!organization ? [{ field: 'recipientEin' as const, message: NOT_IN_DIRECTORY }] : []),
      ...(organization && !kind
        ? [{ field: 'recipientEin' as const, message: NOT_DEDUCTIBLE }]
        : []),
      ...qcdProblems({ ...check, recipient: kind ?? 'public-charity' }),
    ];
    return ok({
      recipient: organization ? { legalName: organization.legalName, ein: organization.ein } : null,
      problems,
      rmd: rmdStepOf(check),
    });
  }
}
