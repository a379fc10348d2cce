/** The institutions an asset can be held at: 20 major US firms, plus OTHER (giving 3.2, 9). */
export const FINANCIAL_INSTITUTIONS = {
  FIDELITY: 'Fidelity Investments',
  VANGUARD: 'Vanguard',
  CHARLES_SCHWAB: 'Charles Schwab',
  MORGAN_STANLEY: 'Morgan Stanley',
  MERRILL: 'Merrill',
  JP_MORGAN_CHASE: 'JPMorgan Chase',
  BANK_OF_AMERICA: 'Bank of America',
  WELLS_FARGO: 'Wells Fargo',
  CITI: 'Citi',
  US_BANK: 'U.S. Bank',
  PNC: 'PNC',
  TRUIST: 'Truist',
  CAPITAL_ONE: 'Capital One',
  EDWARD_JONES: 'Edward Jones',
  RAYMOND_JAMES: 'Raymond James',
  AMERIPRISE: 'Ameriprise Financial',
  TIAA: 'TIAA',
  PRUDENTIAL: 'Prudential',
  NORTHWESTERN_MUTUAL: 'Northwestern Mutual',
  MASSMUTUAL: 'MassMutual',
  OTHER: 'Other',
} as const;
export type FinancialInstitution = keyof typeof FINANCIAL_INSTITUTIONS;
export const FINANCIAL_INSTITUTION_CODES = Object.keys(
  FINANCIAL_INSTITUTIONS,
) as FinancialInstitution[];

/**
 * Free text matched to an institution (giving 3.2): trimmed and compared case-insensitively with
 * the display names; otherwise OTHER, keeping the text in financialInstitutionOther.
 */
export const matchFinancialInstitution = (
  text: string,
): { financialInstitution: FinancialInstitution; financialInstitutionOther: string | null } => {
  const wanted = text.trim().toLowerCase();
  const match = FINANCIAL_INSTITUTION_CODES.find(
    (code) => code !== 'OTHER' && FINANCIAL_INSTITUTIONS[code].toLowerCase() === wanted,
  );
  return match
    ? { financialInstitution: match, financialInstitutionOther: null }
    : { financialInstitution: 'OTHER', financialInstitutionOther: text.trim() || null };
};
