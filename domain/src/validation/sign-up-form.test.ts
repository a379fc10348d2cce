import { CreateProfileFormSchema } from './create-profile-form';
import { SignUpFormSchema } from './sign-up-form';

describe('the sign-up form (platform-core.md 2.6, 5)', () => {
  it('names each field in the specification’s words', () => {
    const result = SignUpFormSchema.safeParse({
      fullName: 'Ana',
      email: 'ana@',
      password: 'short',
      termsAccepted: false,
    });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      fullName: expect.any(String),
      email: 'Please enter your email, including the full domain name',
      password:
        'Use at least 8 characters with a lower-case letter, an upper-case letter and a number.',
      termsAccepted: 'You must accept the Terms of Service & Privacy Notice to continue.',
    });
  });

  it('accepts a full name, an address and a strong password', () => {
    expect(
      SignUpFormSchema.safeParse({
        fullName: 'Ana Li',
        email: 'ana@example.com',
        password: 'Garden2026',
        termsAccepted: true,
      }).success,
    ).toBe(true);
  });
});

describe('the create-profile form (platform-core.md 2.12)', () => {
  it('needs a full legal name and the terms; the preferred name is optional', () => {
    expect(
      CreateProfileFormSchema.safeParse({
        fullName: 'Ana Li',
        preferredName: '',
        termsAccepted: true,
      }).success,
    ).toBe(true);
    const refused = CreateProfileFormSchema.safeParse({
      fullName: 'Ana',
      preferredName: '@@',
      termsAccepted: false,
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter your legal last name',
      'Please enter your preferred name',
      'You must accept the Terms of Service & Privacy Notice to continue.',
    ]);
  });
});
