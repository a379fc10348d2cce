import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('update profile over HTTP: the additional gender information (platform-core.md 3, 5, 7)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  it('saves genderDesc with the gender, reads it back, and refuses one over 200 characters', async () => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'noa@example.com', 'Noa');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    const profile = grant.user.activeProfile;
    const saved = await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version, gender: 'OTHER', genderDesc: ' genderfluid ' },
    });
    expect(saved._unsafeUnwrap()).toMatchObject({ gender: 'OTHER', genderDesc: 'genderfluid' });
    expect((await client.getCurrentUser())._unsafeUnwrap().activeProfile).toMatchObject({
      gender: 'OTHER',
      genderDesc: 'genderfluid',
    });

    const tooLong = await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version + 1, genderDesc: 'x'.repeat(201) },
    });
    expect(tooLong._unsafeUnwrapErr()).toMatchObject({ status: 400 });
  });
});
