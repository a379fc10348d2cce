import {
  ChangePasswordFormSchema,
  NewPasswordFormSchema,
  PasswordRecoveryFormSchema,
} from './password-forms';

describe('the password forms (platform-core.md 2.6, 5)', () => {
  it('asks for a full address to send the reset link to', () => {
    expect(PasswordRecoveryFormSchema.safeParse({ email: 'ana' }).error?.issues[0]?.message).toBe(
      'Please enter your email, including the full domain name',
    );
  });

  it('needs a strong password, confirmed', () => {
    const messages = (password: string, confirmPassword: string) =>
      NewPasswordFormSchema.safeParse({ password, confirmPassword }).error?.issues.map(
        (issue) => issue.message,
      ) ?? [];
    expect(messages('Garden2026', '')).toEqual(['Please confirm your password']);
    expect(messages('Garden2026', 'Garden2025')).toEqual(['The passwords do not match']);
    expect(messages('weak', 'weak')).toEqual([
      'Use at least 8 characters with a lower-case letter, an upper-case letter and a number.',
    ]);
    expect(messages('Garden2026', 'Garden2026')).toEqual([]);
  });

  it('changes a password with the current one, every missing answer named at once', () => {
    const messages = (currentPassword: string, password: string, confirmPassword: string) =>
      ChangePasswordFormSchema.safeParse({ currentPassword, password, confirmPassword })
        .error?.issues.map((issue) => issue.message)
        .sort() ?? [];
    expect(messages('', 'weak', '')).toEqual(
      [
        'Please enter your current password',
        'Use at least 8 characters with a lower-case letter, an upper-case letter and a number.',
        'Please confirm your password',
      ].sort(),
    );
    expect(messages('Old-passw0rd', 'Garden2026', 'Garden2026')).toEqual([]);
  });
});
