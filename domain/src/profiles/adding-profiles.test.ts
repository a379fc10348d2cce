import { mayAddProfiles } from './adding-profiles';

describe('adding profiles (platform-core.md 2.12, 2.13)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('tenant allows several %j, e-mail verified %j: %j', (multipleProfiles, verified, may) => {
    expect(mayAddProfiles({ multipleProfiles }, verified)).toBe(may);
  });
});
