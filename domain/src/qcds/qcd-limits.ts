import type { StatuteCheck } from '../execution/statute-check';

/** One year's limits on qualified charitable distributions, per person, in whole dollars. */
export interface QcdYearLimits extends StatuteCheck {
  /** What a person may exclude from income as QCDs in the year (26 U.S.C. § 408(d)(8)(A)). */
  readonly annual: string;
  /** The one-time QCD to a split-interest entity, counted within `annual` (§ 408(d)(8)(F)). */
  readonly splitInterest: string;
}

const IRC_408 = 'https://www.law.cornell.edu/uscode/text/26/408';

/**
 * The limits by year, as published. SECURE 2.0 (Pub. L. 117-328, div. T, § 307) indexed the
 * $100,000 limit and added the $50,000 split-interest election from 2023, adjusted for years after
 * 2023 (§ 408(d)(8)(G)). A year missing here has no figure the product knows: it says so rather
 * than carrying a guess forward.
 */
export const QCD_LIMITS: Readonly<Record<number, QcdYearLimits>> = {
  2023: {
    annual: '100000',
    splitInterest: '50000',
    statute: '26 U.S.C. § 408(d)(8)(A), (F) as amended by SECURE 2.0 § 307',
    checkedOn: '2026-11-26',
    source: IRC_408,
  },
  2024: {
    annual: '105000',
    splitInterest: '53000',
    statute: '26 U.S.C. § 408(d)(8)(G); IRS Notice 2023-75',
    checkedOn: '2026-11-26',
    source: 'https://www.irs.gov/pub/irs-drop/n-23-75.pdf',
    readAt: 'https://tra401k.com/news/case-of-the-week-qualified-charitable-distributions-qcds',
    unverified: 'The 2024 figures were read at a summary; confirm them in Notice 2023-75.',
  },
  2025: {
    annual: '108000',
    splitInterest: '54000',
    statute: '26 U.S.C. § 408(d)(8)(G); IRS Notice 2024-80',
    checkedOn: '2026-11-26',
    source: 'https://www.irs.gov/pub/irs-drop/n-24-80.pdf',
    readAt: 'https://tra401k.com/news/case-of-the-week-qualified-charitable-distributions-qcds',
    unverified: 'The 2025 figures were read at a summary; confirm them in Notice 2024-80.',
  },
  2026: {
    annual: '111000',
    splitInterest: '55000',
    statute: '26 U.S.C. § 408(d)(8)(G); IRS Notice 2025-67',
    checkedOn: '2026-11-27',
    source: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf',
    readAt: 'https://theretirementatlas.com/answers/qcd-limit-2026',
    unverified:
      'The 2026 figures were read at summaries naming Notice 2025-67; confirm them in the notice.',
  },
};

/** The year's limits, or null: no published figure is in the table for that year. */
export const qcdLimitsFor = (year: number): QcdYearLimits | null => QCD_LIMITS[year] ?? null;

/**
 * The limits before indexing, which the yearly adjustments only raise (§ 408(d)(8)(G)): what an
 * amount can be checked against in a year whose figures are not published or not in the table.
 */
export const QCD_STATUTORY_FLOOR = { annual: '100000', splitInterest: '50000' } as const;
