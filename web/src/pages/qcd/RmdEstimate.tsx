import type { QcdView } from '@bequest/sdk/app';
import { usd } from './QcdAnswersFields';

/**
 * What the RMD step's estimate says (ADR 0019 "The QCD's RMD step"): the year's required
 * minimum distribution from the prior year-end balance and the IRS Uniform Lifetime Table, and
 * how much of it this distribution meets; or why there is none to estimate.
 */
export const RmdEstimate = ({ qcd }: { readonly qcd: QcdView }) => {
  const { rmd, priorYearEndBalance } = qcd;
  const year = qcd.distributionDate.slice(0, 4);
  if (!rmd || priorYearEndBalance === null) return null;
  switch (rmd.kind) {
    case 'not-required-yet':
      return (
        <p>
          You do not have to take a required minimum distribution in {year}: your first is for{' '}
          {rmd.firstYear}. A QCD still keeps the gift out of your taxable income.
        </p>
      );
    case 'outside-table':
      return (
        <p>
          We cannot estimate your required minimum distribution for {year}. Your custodian can tell
          you the amount.
        </p>
      );
    case 'required':
      return (
        <>
          <p>
            Your required minimum distribution for {year} is about{' '}
            <strong>{usd(rmd.amount)}</strong>: {usd(priorYearEndBalance)} divided by {rmd.period},
            the IRS Uniform Lifetime Table’s figure for age {rmd.age}.
          </p>
          <p>
            This gift of {usd(qcd.amount)} meets {usd(rmd.satisfied)} of it.{' '}
            {rmd.remaining === '0'
              ? 'It meets all of it.'
              : `${usd(rmd.remaining)} remains to take out by December 31, as a distribution or another QCD.`}
          </p>
        </>
      );
  }
};
