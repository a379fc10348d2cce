import { MaritalStatusSchema } from './marital-status';

describe('MaritalStatus (platform-core.md 3)', () => {
  it.each([
    ['married', 'MARRIED'],
    ['DOMESTIC_PARTNERSHIP', 'DOMESTIC_PARTNERSHIP'],
  ])('reads %s as %s', (input, status) => {
    expect(MaritalStatusSchema.parse(input)).toBe(status);
  });

  it('rejects anything else', () => {
    expect(MaritalStatusSchema.safeParse('widowed').success).toBe(false);
    expect(MaritalStatusSchema.safeParse(2).success).toBe(false);
  });
});
