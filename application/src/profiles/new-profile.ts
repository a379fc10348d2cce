import { ProfileSchema, type CountryCode, type Profile } from '@bequest/domain';

/** An empty profile of an account, ready for its fields. */
export const newProfile = (input: {
  readonly randId: string;
  readonly accountId: string;
  readonly tenantId: string;
  readonly email: string;
  readonly country?: CountryCode;
}): Profile =>
  ProfileSchema.parse({
    randId: input.randId,
    accountId: input.accountId,
    tenantId: input.tenantId,
    email: input.email,
    country: input.country ?? 'US',
    fullName: { first: '', middle: '', last: '' },
  });

/** Splits "First Middle Last" as typed into a profile name. */
export const splitFullName = (text: string) => {
  const words = text.trim().split(/\s+/);
  const last = words.length > 1 ? (words.pop() ?? '') : '';
  const [first = '', ...middle] = words;
  return { first, middle: middle.join(' '), last };
};
