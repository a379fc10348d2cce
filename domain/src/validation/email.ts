export const EMAIL_MESSAGE = 'Please enter your email, including the full domain name';

/** A standard address: local part, @, and a domain with a dot-separated top-level name. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const isValidEmail = (text: string): boolean => EMAIL.test(text.trim());
