/**
 * Phone numbers: validated by reading (b), displayed by reading (a) (DECISIONS.md, platform-core.md 5).
 */
export const PHONE_INPUT_MAX_LENGTH = 14;
export const PHONE_PLACEHOLDER = '(999) 999-9999';
export const PHONE_HINT = '10 digits, U.S. only, for example (999) 999-9999.';
export const PHONE_MESSAGE = 'Please enter a valid phone number';

/** Ten digits, first 2-9, optional parentheses round the area code, separators - . or space. */
const US_PHONE = /^(?:\([2-9]\d{2}\)|[2-9]\d{2})[-. ]?\d{3}[-. ]?\d{4}$/;

export const isValidPhone = (text: string): boolean =>
  text.length <= PHONE_INPUT_MAX_LENGTH && US_PHONE.test(text.trim());

/** The optional phone of a form: valid when empty, else by reading (b). */
export const validateOptionalPhone = (text: string | null | undefined): string | null =>
  !text?.trim() || isValidPhone(text) ? null : PHONE_MESSAGE;

/** (XXX) XXX-XXXX from any input: non-digits stripped, at most 10 digits, built up as typed. */
export const formatPhone = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** Fewer digits than this are too common to search phone numbers by. */
export const PHONE_SEARCH_MIN_DIGITS = 4;

/**
 * The digits a search looks phone numbers up by (issue 24), or null when the text is not a phone
 * number: only digits, spaces and `( ) - . +`, with at least four digits. A leading U.S. country
 * code (`+1` or `1` before ten digits) is dropped, since stored numbers are ten digits.
 */
export const phoneSearchDigits = (text: string): string | null => {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return null;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};
