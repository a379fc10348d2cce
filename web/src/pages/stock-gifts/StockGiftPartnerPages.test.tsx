import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';
import { giftView, SEARCH_ANSWER } from './stock-gift-fixtures';

const PARTNER = {
  urlName: 'sf-food-bank',
  randId: 'partner-1',
  organizationId: 'org-sf-food-bank',
  organization: { displayName: 'San Francisco Food Bank' },
};

const answers =
  (extra: Record<string, { status: number; body?: unknown }> = {}) =>
  (call: string) =>
    ({
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/nonprofits': { status: 200, body: SEARCH_ANSWER },
      'GET /v2/partners/custom-url': { status: 200, body: PARTNER },
      'GET /v2/me': { status: 401, body: { error: { code: 'AUTH', message: 'No' } } },
      ...extra,
    })[call];

describe('a partner’s stock gift pages (giving 2.5 /stocks/:partner/...)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('explains giving stock to the partner, with each way in', async () => {
    renderStrictAppAt('/stocks/sf-food-bank/learn', answers());
    await screen.findByRole('heading', { level: 1, name: 'Give stock to San Francisco Food Bank' });
    expect(document.title).toMatch(/^Give stock to San Francisco Food Bank/);
    for (const [name, href] of [
      ['I will ask my brokerage to transfer the shares', '/stocks/sf-food-bank/manual'],
      ['My financial advisor will transfer the shares', '/stocks/sf-food-bank/financial-advisor'],
      ['I have already transferred the shares', '/stocks/sf-food-bank/gift-verification'],
      ['Give stock to San Francisco Food Bank', '/stocks/sf-food-bank/give'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('starts the gift with the partner chosen and the advisor path chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderStrictAppAt(
      '/stocks/sf-food-bank/financial-advisor',
      answers({
        'GET /v2/me': {
          status: 200,
          body: texUser({
            profile: texProfile({
              address1: '2 Elm St',
              city: 'Austin',
              administrativeArea: 'TX',
              postalCode: '73301',
            }),
          }),
        },
        'POST /v2/stock-gifts': { status: 201, body: { id: 'gift-1', guestKey: null } },
        'GET /v2/stock-gifts/gift-1': { status: 200, body: giftView() },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Give stock to a nonprofit' });
    expect(
      screen.getByText('My financial advisor will transfer the shares', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    await user.click(screen.getByRole('button', { name: 'Start my gift' }));
    await screen.findByRole('heading', { level: 1, name: 'Which shares are you giving?' });
    // The gift goes on along the partner's path it came in by.
    expect(router.state.location.pathname).toBe('/stocks/sf-food-bank/financial-advisor/gift-1');
    expect(
      screen.getByRole('radio', { name: /My financial advisor will transfer the shares/ }),
    ).toBeChecked();
  });

  it('leads home from a partner it does not know', async () => {
    const { router } = renderStrictAppAt(
      '/stocks/nobody/manual',
      answers({
        'GET /v2/partners/custom-url': {
          status: 404,
          body: { error: { code: 'REQUEST.NOT_FOUND', message: 'Not found' } },
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
