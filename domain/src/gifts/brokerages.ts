/**
 * The delivering firms a donor picks from on the brokerage step (issue 23), with "Other" for a
 * firm not listed, which the donor names.
 */
export const DELIVERING_FIRMS = [
  'Fidelity Investments',
  'Charles Schwab',
  'Vanguard',
  'E*TRADE from Morgan Stanley',
  'Morgan Stanley',
  'Merrill',
  'J.P. Morgan',
  'Wells Fargo Advisors',
  'Edward Jones',
  'Raymond James',
  'Ameriprise Financial',
  'UBS',
  'Interactive Brokers',
  'Robinhood',
  'Other',
] as const;
export type DeliveringFirm = (typeof DELIVERING_FIRMS)[number];

/**
 * The IRA custodians a donor picks from on the QCD step (issue 23), with "Other" for a custodian
 * not listed (a bank or trust company, say), which the donor names.
 */
export const IRA_CUSTODIANS = [
  'Fidelity Investments',
  'Charles Schwab',
  'Vanguard',
  'E*TRADE from Morgan Stanley',
  'Morgan Stanley',
  'Merrill',
  'J.P. Morgan',
  'Wells Fargo Advisors',
  'Edward Jones',
  'Raymond James',
  'Ameriprise Financial',
  'UBS',
  'TIAA',
  'T. Rowe Price',
  'Interactive Brokers',
  'Robinhood',
  'Other',
] as const;
export type IraCustodian = (typeof IRA_CUSTODIANS)[number];

/**
 * The sponsors of donor-advised funds a donor picks from (issue 23), with "Other" for a sponsor
 * not listed (a community foundation, say), which the donor names.
 */
export const DAF_SPONSORS = [
  'Fidelity Charitable',
  'Schwab Charitable (DAFgiving360)',
  'Vanguard Charitable',
  'National Philanthropic Trust',
  'American Endowment Foundation',
  'Goldman Sachs Philanthropy Fund',
  'Morgan Stanley Global Impact Funding Trust',
  'BNY Mellon Charitable Gift Fund',
  'Renaissance Charitable',
  'Other',
] as const;
export type DafSponsor = (typeof DAF_SPONSORS)[number];
