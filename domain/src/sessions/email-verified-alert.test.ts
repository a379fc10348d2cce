import { showsEmailVerifiedAlert } from './email-verified-alert';

describe('the e-mail-verified alert starts shown (platform-core.md 4.15)', () => {
  it.each([
    [true, false, 'A', true],
    [true, false, 'B', true],
    [true, false, 'control', false],
    [true, false, null, false],
    [false, false, 'A', false],
    [true, true, 'A', false],
    [true, true, 'B', false],
  ] as const)(
    'e-mail verified %s, registered %s, arm %j → %s',
    (isEmailConfirmed, isRegistered, repeatWillUserArm, shown) => {
      expect(showsEmailVerifiedAlert({ isEmailConfirmed, isRegistered, repeatWillUserArm })).toBe(
        shown,
      );
    },
  );
});
