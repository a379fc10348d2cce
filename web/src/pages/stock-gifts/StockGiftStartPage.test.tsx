import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';
import { giftView, SEARCH_ANSWER } from './stock-gift-fixtures';

const GUEST = { 'GET /v2/me': { status: 401, body: { error: { code: 'AUTH', message: 'No' } } } };

const answers =
  (extra: Record<string, { status: number; body?: unknown }>, flags = {}) =>
  (call: string) =>
    ({
      'GET /v2/tenant': tenantAnswer('bequest', flags),
      'GET /v2/nonprofits': { status: 200, body: SEARCH_ANSWER },
      ...GUEST,
      ...extra,
    })[call];

describe('starting a gift of securities (giving 2.5 /stocks, /sg/a/:orgId/personal)', () => {
  beforeEach(() => sessionStorage.clear());

  it('finds the nonprofit, then starts a guest’s gift and keeps its key for the tab', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderStrictAppAt(
      '/stocks',
      answers({
        'POST /v2/stock-gifts': { status: 201, body: { id: 'gift-1', guestKey: 'key-1' } },
        'GET /v2/stock-gifts/gift-1': { status: 200, body: giftView() },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Give stock to a nonprofit' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const search = screen.getByLabelText('Which nonprofit would you like to give to?');
    expect(search).toHaveAccessibleDescription(
      'Its name, its city, or its EIN, such as 94-1156365. Please choose the nonprofit from the list',
    );
    expect(search).toHaveFocus();

    await user.type(search, 'food bank');
    const choices = await screen.findByRole('group', { name: 'Choose the nonprofit' });
    // A partner without an EIN cannot receive shares: only the master file's organization is offered.
    expect(within(choices).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByText('1 nonprofit found')).toBeInTheDocument();
    await user.click(within(choices).getByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'About you' });
    expect(router.state.location.pathname).toBe('/sg/a/94-1156365/personal');
    expect(screen.getByText(/You do not need an account or a password/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start my gift' }));
    expect(await screen.findByText(/Please check that all required fields/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Please enter your full name',
    );
    await user.type(screen.getByLabelText('Full name'), 'Rosa Diaz');
    await user.type(screen.getByLabelText('E-mail address'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.selectOptions(screen.getByLabelText('State'), 'IL');
    await user.type(screen.getByLabelText('ZIP code'), '62701');
    await user.click(
      screen.getByRole('checkbox', { name: 'Let SAN FRANCISCO FOOD BANK know who I am' }),
    );
    await user.click(screen.getByRole('button', { name: 'Start my gift' }));

    await screen.findByRole('heading', { level: 1, name: 'Which shares are you giving?' });
    expect(router.state.location.pathname).toBe('/sg/a/gift-1/donation');
    const start = calls.find((call) => call.call === 'POST /v2/stock-gifts');
    expect(JSON.parse(start!.body)).toEqual({
      recipientEin: '94-1156365',
      donor: {
        fullName: 'Rosa Diaz',
        email: 'rosa@example.com',
        address: {
          line1: '1 Main St',
          line2: '',
          city: 'Springfield',
          state: 'IL',
          postalCode: '62701',
        },
      },
      sharesContactDetails: true,
    });
    expect(sessionStorage.getItem('stock_gift_key:gift-1')).toBe('key-1');
    const read = calls.find((call) => call.call === 'GET /v2/stock-gifts/gift-1');
    expect(read?.giftKey).toBe('key-1');
  });

  it('fills a signed-in donor’s answers from the profile, and sends no key', async () => {
    const user = userEvent.setup();
    const { calls } = renderStrictAppAt(
      '/sg/a/94-1156365/personal',
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
        'POST /v2/stock-gifts': { status: 201, body: { id: 'gift-2', guestKey: null } },
        'GET /v2/stock-gifts/gift-2': { status: 200, body: giftView({ id: 'gift-2' }) },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    expect(screen.getByLabelText('Full name')).toHaveValue('Tex Rivera');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('tex@example.com');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.queryByText(/You do not need an account/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start my gift' }));
    await screen.findByRole('heading', { level: 1, name: 'Which shares are you giving?' });
    const start = JSON.parse(calls.find((call) => call.call === 'POST /v2/stock-gifts')!.body);
    expect(start).toMatchObject({ sharesContactDetails: false, donor: { fullName: 'Tex Rivera' } });
    const read = calls.find((call) => call.call === 'GET /v2/stock-gifts/gift-2');
    expect(read).not.toHaveProperty('giftKey');
  });

  it('sends a guest to log in where the tenant does not let guests give', async () => {
    const { router } = renderStrictAppAt(
      '/sg/a/94-1156365/personal',
      answers({}, { FW_GUEST_STOCK_GIFT: 'false' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/sg/a/94-1156365/personal')}`,
    );
  });

  it('shows the API’s field messages next to the fields, and a nonprofit that cannot receive', async () => {
    const user = userEvent.setup();
    let refuse = true;
    renderStrictAppAt('/sg/a/94-1156365/personal', (call) =>
      call === 'POST /v2/stock-gifts'
        ? refuse
          ? {
              status: 400,
              body: {
                error: {
                  code: 'REQUEST.INVALID',
                  message: 'Invalid',
                  fields: {
                    'donor.email': 'Please enter your email, including the full domain name',
                  },
                },
              },
            }
          : {
              status: 422,
              body: { error: { code: 'GIFT.NOT_RECEIVING', message: 'Not receiving' } },
            }
        : answers({})(call),
    );
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    await user.type(screen.getByLabelText('Full name'), 'Rosa Diaz');
    await user.type(screen.getByLabelText('E-mail address'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.selectOptions(screen.getByLabelText('State'), 'IL');
    await user.type(screen.getByLabelText('ZIP code'), '62701');
    await user.click(screen.getByRole('button', { name: 'Start my gift' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
        'Please enter your email, including the full domain name',
      ),
    );
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Start my gift' }));
    expect(
      await screen.findByText(
        /SAN FRANCISCO FOOD BANK cannot receive gifts of stock through us yet/,
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Choose another nonprofit' })).toHaveAttribute(
      'href',
      '/stocks',
    );
  });
  it('starts a partner’s link with the partner’s name, and chooses its only match', async () => {
    renderStrictAppAt(
      '/stocks/sf-food-bank/give',
      answers({
        'GET /v2/partners/custom-url': {
          status: 200,
          body: {
            urlName: 'sf-food-bank',
            randId: 'partner-1',
            organizationId: 'org-sf-food-bank',
            organization: { displayName: 'San Francisco Food Bank' },
          },
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Give stock to a nonprofit' });
    await waitFor(() =>
      expect(screen.getByLabelText('Which nonprofit would you like to give to?')).toHaveValue(
        'San Francisco Food Bank',
      ),
    );
    expect(await screen.findByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' })).toBeChecked();
  });
});
