import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';

describe('the profile selector (platform-core.md 2.7, 4.14)', () => {
  const tex = texProfile();
  const ana = {
    ...texProfile({ fullName: { first: 'Ana', middle: '', last: 'Rivera' } }),
    randId: 'profile-2',
  };
  const user = { ...texUser({ profile: tex }), profiles: [tex, ana] };

  it.each([
    ['Tex Rivera (account owner)', []],
    ['Ana Rivera', ['PUT /v2/session/profile']],
  ])('choosing %s switches only to another profile', async (name, switches) => {
    const calls: string[] = [];
    const router = renderAppAt(
      '/profile-selector',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: user },
        'PUT /v2/session/profile': {
          status: 200,
          body: { code: 200, token: 'token', user: { ...user, activeProfile: ana } },
        },
      },
      calls,
    );
    await userEvent.click(await screen.findByRole('button', { name }));
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual(switches);
    expect(router.state.location.pathname).toBe('/account');
  });

  it('is also where log in sends someone to choose a profile (/login/profiles)', async () => {
    renderAppAt('/login/profiles', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: user },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Whose plan are you working on?' }),
    ).toBeVisible();
  });
});
