/** https anywhere; plain http only to this machine, for local testing (firms and nonprofits). */
export const webhookUrlProblem = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Give the full address of the endpoint, starting with https://.';
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    return 'The endpoint must use https://.';
  if (url.username || url.password) return 'Leave credentials out of the address.';
  return null;
};
