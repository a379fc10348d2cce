import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGift } from './render-gift';
import { BROKERAGE, DONATION, giftView } from './stock-gift-fixtures';

const PARTNER = {
  urlName: 'sf-food-bank',
  randId: 'partner-1',
  organizationId: 'org-sf-food-bank',
  organization: { displayName: 'San Francisco Food Bank' },
};
const NOT_FOUND = {
  status: 404,
  body: { error: { code: 'REQUEST.NOT_FOUND', message: 'Not found' } },
};

/** The partner is known, unless the test says otherwise; the rest is `renderGift`'s one gift. */
const withPartner =
  (extra: Record<string, { status: number; body?: unknown }> = {}) =>
  (call: string) =>
    ({ 'GET /v2/partners/custom-url': { status: 200, body: PARTNER }, ...extra })[call];

describe('a started gift on a partner’s path (giving 2.5 /stocks/:partner/...)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('walks the manual path by the guest’s own link: the gift, its brokerage, its review', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderGift(
      '/stocks/sf-food-bank/manual/gift-1?key=secret-1',
      giftView(),
      withPartner(),
    );
    await screen.findByRole('heading', { level: 1, name: 'Which shares are you giving?' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/stocks/sf-food-bank/manual/gift-1');
    // The path chose how the shares move; the donor can still change it.
    expect(
      screen.getByRole('radio', { name: /I will ask my brokerage to transfer the shares/ }),
    ).toBeChecked();
    await user.type(screen.getByLabelText('Ticker symbol'), 'VTI');
    await user.type(screen.getByLabelText('Number of shares'), '10');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Where are the shares now?' });
    expect(router.state.location.pathname).toBe('/sg/a/gift-1/brokerage');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/stocks/sf-food-bank/manual/gift-1',
    );
    await user.selectOptions(screen.getByLabelText('Brokerage that holds the shares'), 'Vanguard');
    await user.type(screen.getByLabelText('Account number'), '5555 4444 3333');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Review your gift' });
    expect(router.state.location.pathname).toBe('/stocks/sf-food-bank/manual/gift-1/review');
    expect(screen.getByRole('link', { name: 'Change securities' })).toHaveAttribute(
      'href',
      '/stocks/sf-food-bank/manual/gift-1',
    );
    expect(screen.getByRole('link', { name: 'Continue to sign' })).toHaveAttribute(
      'href',
      '/sg/a/gift-1/sign',
    );
    const reads = calls.filter((call) => call.call === 'GET /v2/stock-gifts/gift-1');
    expect(reads.every((read) => read.giftKey === 'secret-1')).toBe(true);
  });

  it('resumes the advisor path’s gift by its id, with the advisor way chosen', async () => {
    renderGift('/stocks/sf-food-bank/financial-advisor/gift-1', giftView(), withPartner());
    await screen.findByRole('heading', { level: 1, name: 'Which shares are you giving?' });
    expect(
      screen.getByRole('radio', { name: /My financial advisor will transfer the shares/ }),
    ).toBeChecked();
  });

  it('reviews a transfer already made, signs it, and ends at the partner path’s summary', async () => {
    sessionStorage.setItem('stock_gift_key:gift-1', 'secret-1');
    const user = userEvent.setup();
    const { router } = renderGift(
      '/stocks/sf-food-bank/gift-verification/review?stockGiftId=gift-1',
      giftView({
        donation: { ...DONATION, transferMethod: 'GIFT_VERIFICATION' },
        brokerage: BROKERAGE,
      }),
      withPartner(),
    );
    await screen.findByRole('heading', { level: 1, name: 'Review your gift' });
    expect(screen.getByText('10 shares of VTI')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue to sign' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign your letter of authorization' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/stocks/sf-food-bank/gift-verification/review?stockGiftId=gift-1',
    );
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Rosa Diaz');
    await user.click(screen.getByRole('checkbox', { name: /I agree to sign this letter/ }));
    await user.click(screen.getByRole('button', { name: 'Sign and submit my gift' }));

    await screen.findByRole('heading', { level: 1, name: 'Your letter is signed' });
    expect(router.state.location.pathname).toBe('/stocks/sf-food-bank/gift-verification/summary');
    expect(router.state.location.search).toBe('?stockGiftId=gift-1');
    expect(screen.getByText(/Your letter records the transfer you already made/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download your signed letter (PDF)' })).toHaveAttribute(
      'href',
      '/stock-gift/gift-1.pdf?download=true&key=secret-1',
    );
  });

  it.each([
    '/stocks/sf-food-bank/manual/gift-9',
    '/stocks/sf-food-bank/manual/gift-9/review',
    '/stocks/sf-food-bank/financial-advisor/gift-9',
    '/stocks/sf-food-bank/gift-verification/review?stockGiftId=gift-9',
    '/stocks/sf-food-bank/gift-verification/summary?stockGiftId=gift-9',
  ])('shows nothing of a gift the access does not reach at %s', async (path) => {
    renderGift(
      path,
      giftView({ id: 'gift-1', donation: DONATION, brokerage: BROKERAGE }),
      withPartner({ 'GET /v2/stock-gifts/gift-9': NOT_FOUND }),
    );
    await screen.findByRole('heading', { level: 1, name: 'We could not find this gift' });
    expect(screen.queryByText(/Rosa Diaz|VTI|Vanguard|SAN FRANCISCO/)).not.toBeInTheDocument();
  });

  it('finds no gift on a path that names none, without asking for one', async () => {
    const { calls } = renderGift(
      '/stocks/sf-food-bank/gift-verification/summary',
      giftView(),
      withPartner(),
    );
    await screen.findByRole('heading', { level: 1, name: 'We could not find this gift' });
    expect(calls.some((call) => call.call.startsWith('GET /v2/stock-gifts'))).toBe(false);
  });

  it('leads home from a partner it does not know, without reading the gift', async () => {
    const { router, calls } = renderGift(
      '/stocks/nobody/manual/gift-1',
      giftView(),
      withPartner({ 'GET /v2/partners/custom-url': NOT_FOUND }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.call.startsWith('GET /v2/stock-gifts'))).toBe(false);
  });
});
