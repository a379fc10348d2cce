import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};
const harbor = {
  status: 200,
  body: {
    urlName: 'harbor-food-bank',
    randId: 'partner-harbor',
    organizationId: 'org-harbor-food-bank',
    organization: { displayName: 'Harbor Food Bank' },
  },
};

describe('the way back to the partner page (platform-core.md 2.4, 2.9)', () => {
  afterEach(() => {
    document.cookie = 'bequest_partner_data=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('remembers the partner page, and "Cancel Account Creation" returns to it', async () => {
    const router = renderAppAt('/partner/harbor-food-bank', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': signedOut,
      'GET /v2/partners/custom-url': harbor,
    });
    await screen.findByRole('heading', { level: 1, name: /Harbor Food Bank/ });
    expect(document.cookie).toContain('bequest_partner_data=%2Fpartner%2Fharbor-food-bank');

    await router.navigate('/household');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Account Creation' }));
    expect(router.state.location.pathname).toBe('/partner/harbor-food-bank');
  });

  it('cancels to the default route without one: in a tenant shell, its welcome page', async () => {
    const router = renderAppAt('/household', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': signedOut,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Account Creation' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Willow' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Make-A-Will Month on a partner page (platform-core.md 2.5)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 7, 12), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it.each([
    [true, 'August is National Make-A-Will Month'],
    [false, 'Make your free will with Harbor Food Bank'],
  ])('in August, with the partner opted in %j, the heading is "%s"', async (optedIn, heading) => {
    renderAppAt('/partner/harbor-food-bank', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': signedOut,
      'GET /v2/partners/custom-url': {
        status: 200,
        body: {
          ...harbor.body,
          customizations: { bequestsCustomization: { isOptInForMAWMText: optedIn } },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
