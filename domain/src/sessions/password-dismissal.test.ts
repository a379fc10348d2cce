import {
  PASSWORD_DISMISSAL_VALUES,
  PASSWORD_EVENT_NAME,
  passwordDismissalOrigin,
} from './password-dismissal';

describe('closing password creation (platform-core.md 3, 4.15)', () => {
  it.each([
    ['CREATE_PASSWORD', 'initial_modal', 'password modal dismissed'],
    ['EMAIL_VERIFIED', 'notice', 'password notice dismissed'],
  ] as const)('at %s logs origin %s, "%s"', (step, origin, value) => {
    expect(passwordDismissalOrigin(step)).toBe(origin);
    expect(PASSWORD_DISMISSAL_VALUES[origin]).toBe(value);
  });

  it('is logged under the repeat-will-user password event', () => {
    expect(PASSWORD_EVENT_NAME).toBe('Repeat Will User Password Event');
  });
});
