import { LogInFormSchema } from './log-in-form';

describe('the log-in form (platform-core.md 2.6)', () => {
  it('names a missing e-mail domain and an empty password', () => {
    const result = LogInFormSchema.safeParse({ email: 'ana@', password: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', 'Please enter your email, including the full domain name'],
      ['password', 'Please enter your password'],
    ]);
    expect(LogInFormSchema.parse({ email: ' ana@example.com ', password: 'x' }).email).toBe(
      'ana@example.com',
    );
  });
});
