/**
 * A brokerage or IRA account number as the product keeps it (issue 23): its last four characters
 * only, so no log, e-mail, PDF or database row ever holds the whole number.
 */
export type MaskedAccountNumber = `••••${string}`;

export const ACCOUNT_NUMBER_MESSAGE = 'Please enter the account number, letters and digits only';

/** The masked form of a typed account number, or null when it is not one (4 to 34 characters). */
export const maskAccountNumber = (typed: string): MaskedAccountNumber | null => {
  const plain = typed.replace(/[\s-]/g, '');
  if (!/^[A-Za-z0-9]{4,34}$/.test(plain)) return null;
  return `••••${plain.slice(-4)}`;
};
