import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BROKERAGE, DONATION, giftView } from './stock-gift-fixtures';
import { invalid, renderGift } from './render-gift';

describe('the steps of a gift of securities (giving 2.5 /sg/a/:stockGiftId/...)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('takes the e-mailed link’s key out of the address, keeps it, and sends it', async () => {
    const { router, calls } = renderGift('/sg/a/gift-1/donation?key=secret-1', giftView());
    await screen.findByRole('heading', { level: 1, name: 'Which shares are you giving?' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/sg/a/gift-1/donation');
    expect(sessionStorage.getItem('stock_gift_key:gift-1')).toBe('secret-1');
    const reads = calls.filter((call) => call.call === 'GET /v2/stock-gifts/gift-1');
    expect(reads.map((read) => read.giftKey)).toContain('secret-1');
  });

  it('asks each security and how the shares move, with the messages of its checks and the API’s', async () => {
    sessionStorage.setItem('stock_gift_key:gift-1', 'secret-1');
    const user = userEvent.setup();
    let refuse = true;
    const { router, calls } = renderGift('/sg/a/gift-1/donation', giftView(), (call) =>
      call === 'PUT /v2/stock-gifts/gift-1/donation' && refuse
        ? ((refuse = false),
          invalid({ 'lots.1.ticker': 'Please enter the ticker symbol, such as VTI' }))
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Which shares are you giving?' });
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please check that all required/);
    expect(screen.getByLabelText('Ticker symbol')).toHaveAccessibleDescription(
      'Such as VTI or BRK.B. Please enter the ticker symbol, such as VTI',
    );
    expect(
      screen.getByRole('group', { name: 'How will the shares move?' }),
    ).toHaveAccessibleDescription('Please choose how the shares will move');

    await user.type(screen.getByLabelText('Ticker symbol'), 'vti');
    await user.type(screen.getByLabelText('Number of shares'), '10');
    await user.click(screen.getByRole('button', { name: 'Add another security' }));
    const second = screen.getByRole('group', { name: 'Security 2' });
    await user.type(within(second).getByLabelText('Ticker symbol'), 'AAPL');
    await user.click(within(second).getByRole('radio', { name: 'A dollar amount of it' }));
    await user.type(within(second).getByLabelText('Amount in dollars'), '$5,000');
    await user.click(
      screen.getByRole('radio', { name: 'I will ask my brokerage to transfer the shares' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Security 2' })).getByLabelText('Ticker symbol'),
      ).toHaveAccessibleDescription(
        'Such as VTI or BRK.B. Please enter the ticker symbol, such as VTI',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Where are the shares now?' });
    expect(router.state.location.pathname).toBe('/sg/a/gift-1/brokerage');
    const saves = calls.filter((call) => call.call === 'PUT /v2/stock-gifts/gift-1/donation');
    expect(saves.at(-1)?.giftKey).toBe('secret-1');
    expect(JSON.parse(saves.at(-1)!.body)).toEqual({
      lots: [
        { ticker: 'VTI', quantity: { kind: 'shares', shares: '10' } },
        { ticker: 'AAPL', quantity: { kind: 'amount', dollars: '5000' } },
      ],
      transferMethod: 'MANUAL',
    });
  });

  it('names another brokerage, and on the advisor path asks the advisor and the consent', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderGift(
      '/sg/a/gift-1/brokerage',
      giftView({ donation: { ...DONATION, transferMethod: 'FINANCIAL_ADVISOR' } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Where are the shares now?' });
    expect(screen.getByLabelText('Name on the account')).toHaveValue('Rosa Diaz');
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      /We keep only its last four characters/,
    );
    expect(screen.queryByLabelText('Name of the brokerage')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Brokerage that holds the shares')).toHaveAccessibleDescription(
        'Please choose the brokerage that holds the shares',
      ),
    );
    expect(
      screen.getByRole('checkbox', { name: /I agree that you e-mail my advisor/ }),
    ).toHaveAccessibleDescription(
      'Please agree that we may send your advisor the transfer instructions',
    );

    await user.selectOptions(screen.getByLabelText('Brokerage that holds the shares'), 'Other');
    await user.type(screen.getByLabelText('Name of the brokerage'), 'Harbor Securities');
    await user.type(screen.getByLabelText('Account number'), '5555 4444 3333');
    await user.type(screen.getByLabelText('Advisor’s name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Advisor’s e-mail address'), 'sam@advisors.example');
    await user.click(screen.getByRole('checkbox', { name: /I agree that you e-mail my advisor/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Review your gift' });
    expect(router.state.location.pathname).toBe('/sg/a/gift-1/review');
    const brokerage = calls.find((call) => call.call === 'PUT /v2/stock-gifts/gift-1/brokerage');
    expect(JSON.parse(brokerage!.body)).toEqual({
      firm: 'Other',
      otherFirmName: 'Harbor Securities',
      accountHolder: 'Rosa Diaz',
      accountNumber: '5555 4444 3333',
    });
    const advisor = calls.find((call) => call.call === 'PUT /v2/stock-gifts/gift-1/advisor');
    expect(JSON.parse(advisor!.body)).toEqual({
      name: 'Sam Lee',
      email: 'sam@advisors.example',
      consentToShare: true,
    });
    expect(screen.getByText('Harbor Securities')).toBeInTheDocument();
    expect(screen.getByText('Sam Lee (sam@advisors.example)')).toBeInTheDocument();
  });

  it('reviews, signs with the typed name, and offers the signed letter with the guest’s key', async () => {
    sessionStorage.setItem('stock_gift_key:gift-1', 'secret 1');
    const user = userEvent.setup();
    let refuse = true;
    const { router } = renderGift(
      '/sg/a/gift-1/review',
      giftView({ donation: DONATION, brokerage: BROKERAGE }),
      (call) =>
        call === 'POST /v2/stock-gifts/gift-1/sign' && refuse
          ? ((refuse = false),
            invalid({ typedName: 'Please type your full name as it appears above to sign' }))
          : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Review your gift' });
    expect(screen.getByText('10 shares of VTI')).toBeInTheDocument();
    expect(screen.getByText('Rosa Diaz, account ••••3333')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change securities' })).toHaveAttribute(
      'href',
      '/sg/a/gift-1/donation',
    );
    await user.click(screen.getByRole('link', { name: 'Continue to sign' }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Sign your letter of authorization',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Sign and submit my gift' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Type your full name to sign')).toHaveAccessibleDescription(
        'As it appears on the letter: Rosa Diaz. Please type your full name as it appears above to sign',
      ),
    );
    await user.type(screen.getByLabelText('Type your full name to sign'), 'rosa diaz');
    await user.click(screen.getByRole('checkbox', { name: /I agree to sign this letter/ }));
    await user.click(screen.getByRole('button', { name: 'Sign and submit my gift' }));
    // The API's message for its own check is put on the field.
    await waitFor(() => expect(refuse).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Sign and submit my gift' }));

    await screen.findByRole('heading', { level: 1, name: 'Your letter is signed' });
    expect(router.state.location.pathname).toBe('/sg/a/gift-1/download/gift-summary');
    expect(screen.getByRole('link', { name: 'Download your signed letter (PDF)' })).toHaveAttribute(
      'href',
      '/stock-gift/gift-1.pdf?download=true&key=secret%201',
    );
    expect(screen.getByText(/Send the signed letter to Vanguard/)).toBeInTheDocument();
  });

  it('says a gift the link does not reach was not found', async () => {
    renderGift('/sg/a/gift-9/donation', giftView(), (call) =>
      call === 'GET /v2/stock-gifts/gift-9'
        ? { status: 404, body: { error: { code: 'REQUEST.NOT_FOUND', message: 'Not found' } } }
        : undefined,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this gift' }),
    ).toBeInTheDocument();
  });

  it('says a gift already submitted cannot change, and links to its summary', async () => {
    const user = userEvent.setup();
    renderGift('/sg/a/gift-1/brokerage', giftView({ donation: DONATION }), (call) =>
      call === 'PUT /v2/stock-gifts/gift-1/brokerage'
        ? {
            status: 409,
            body: {
              error: {
                code: 'GIFT.TRANSITION_REFUSED',
                message: 'This gift has already been submitted.',
              },
            },
          }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Where are the shares now?' });
    await user.selectOptions(screen.getByLabelText('Brokerage that holds the shares'), 'Vanguard');
    await user.type(screen.getByLabelText('Account number'), '5555 4444 3333');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 1, name: 'This gift was already submitted' });
    expect(screen.getByRole('link', { name: 'See your gift’s summary' })).toHaveAttribute(
      'href',
      '/sg/a/gift-1/download/gift-summary',
    );
  });

  it('estimates shares from a quote, and without one only from the price the donor types', async () => {
    const user = userEvent.setup();
    renderGift('/sg/a/gift-1/donation', giftView(), (call, request) =>
      call === 'GET /v2/stock-gifts/estimate'
        ? request.call.includes('symbol=VTI')
          ? {
              status: 200,
              body: {
                kind: 'estimated',
                symbol: 'VTI',
                date: '2026-12-01',
                high: '250.00',
                low: '240.00',
                value: '2450.00',
              },
            }
          : { status: 200, body: { kind: 'unquoted', symbol: 'ZZZZ', date: '2026-12-01' } }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Which shares are you giving?' });
    await user.type(screen.getByLabelText('Ticker symbol'), 'VTI');
    await user.type(screen.getByLabelText('Number of shares'), '10');
    await user.click(screen.getByRole('button', { name: 'Estimate its value' }));
    expect(await screen.findByText(/Estimate: about/)).toHaveTextContent(
      'Estimate: about $2,450, the average of the day’s high ($250) and low ($240) on 2026-12-01.',
    );
    await user.clear(screen.getByLabelText('Ticker symbol'));
    await user.type(screen.getByLabelText('Ticker symbol'), 'ZZZZ');
    expect(screen.queryByText(/Estimate: about/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Estimate its value' }));
    await screen.findByText(/We have no quote for ZZZZ on 2026-12-01/);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Price per share, in dollars (optional)'), '12.50');
    expect(screen.getByText(/Estimate at your price/)).toHaveTextContent(
      'Estimate at your price: about $125.',
    );
  });
  it('cancels a signed gift once asked twice, and says it was cancelled', async () => {
    const user = userEvent.setup();
    const signed = giftView({
      status: 'SUBMITTED',
      donation: DONATION,
      brokerage: BROKERAGE,
      signature: { typedName: 'Rosa Diaz', signedOn: '2026-12-01' },
    });
    const { calls } = renderGift('/sg/a/gift-1/download/gift-summary', signed, (call) =>
      call === 'POST /v2/stock-gifts/gift-1/cancel'
        ? { status: 200, body: { ...signed, status: 'CANCELLED' } }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Your letter is signed' });
    await user.click(screen.getByRole('button', { name: 'Cancel this gift' }));
    expect(screen.getByRole('button', { name: 'Keep my gift' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep my gift' }));
    expect(screen.getByRole('button', { name: 'Cancel this gift' })).toHaveFocus();
    expect(calls.some((call) => call.call.endsWith('/cancel'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel this gift' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my gift' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This gift was cancelled',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('asks to confirm the e-mail before signing, sends the link again, and signs once it is confirmed', async () => {
    sessionStorage.setItem('stock_gift_key:gift-1', 'secret-1');
    const user = userEvent.setup();
    let confirmed = false;
    const ready = giftView({ donation: DONATION, brokerage: BROKERAGE });
    const { calls } = renderGift('/sg/a/gift-1/sign', ready, (call) =>
      call === 'GET /v2/stock-gifts/gift-1'
        ? { status: 200, body: { ...ready, donorEmailConfirmed: confirmed } }
        : call === 'POST /v2/stock-gifts/gift-1/confirmation-email'
          ? { status: 200, body: { success: true } }
          : undefined,
    );
    await screen.findByRole('heading', { level: 2, name: 'Confirm your e-mail to sign' });
    expect(screen.queryByLabelText('Type your full name to sign')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new link to rosa@example.com.',
    );
    const sent = calls.find(
      (call) => call.call === 'POST /v2/stock-gifts/gift-1/confirmation-email',
    );
    expect(sent?.giftKey).toBe('secret-1');
    confirmed = true;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByLabelText('Type your full name to sign')).toBeInTheDocument();
  });
});
