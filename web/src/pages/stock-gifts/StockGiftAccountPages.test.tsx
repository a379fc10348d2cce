import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';
import { texUser } from '../../test-setup/signed-in-user';
import { BROKERAGE, DONATION, giftView } from './stock-gift-fixtures';

describe('a signed-in donor’s gifts of securities (giving 2.5 /account/stocks, 2.10)', () => {
  it('lists each gift with where it is, and its letters once they exist', async () => {
    renderStrictAppAt(
      '/account/stocks',
      (call) =>
        ({
          'GET /v2/tenant': tenantAnswer(),
          'GET /v2/me': { status: 200, body: texUser() },
          'GET /v2/stock-gifts': {
            status: 200,
            body: [
              giftView({ id: 'gift-3' }),
              giftView({
                id: 'gift-2',
                status: 'SUBMITTED',
                donation: DONATION,
                brokerage: BROKERAGE,
                signature: { typedName: 'Rosa Diaz', signedOn: '2026-12-01' },
              }),
              giftView({
                id: 'gift-1',
                status: 'CONFIRMED',
                donation: DONATION,
                brokerage: BROKERAGE,
                signature: { typedName: 'Rosa Diaz', signedOn: '2026-11-01' },
                receipt: { receivedOn: '2026-11-05', shares: [{ ticker: 'VTI', shares: '10' }] },
              }),
            ],
          },
        })[call],
    );
    await screen.findByRole('heading', { level: 1, name: 'Securities gifts' });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Not signed yet',
      'Signed, on its way',
      'Received by the nonprofit',
    ]);
    const [draft, submitted, confirmed] = rows.map((row) => within(row));
    expect(
      draft!.getByRole('link', { name: 'Continue for your gift to SAN FRANCISCO FOOD BANK' }),
    ).toHaveAttribute('href', '/sg/a/gift-3/donation');
    expect(draft!.queryByRole('link', { name: /Signed letter/ })).not.toBeInTheDocument();
    expect(submitted!.getByRole('link', { name: /Signed letter \(PDF\)/ })).toHaveAttribute(
      'href',
      '/stock-gift/gift-2.pdf?download=true',
    );
    expect(submitted!.queryByRole('link', { name: /Tax acknowledgement/ })).not.toBeInTheDocument();
    expect(confirmed!.getByRole('link', { name: /Tax acknowledgement \(PDF\)/ })).toHaveAttribute(
      'href',
      '/stock-gift/gift-1/tax-acknowledgement.pdf?download=true',
    );
    expect(confirmed!.getByRole('link', { name: /See the summary/ })).toHaveAttribute(
      'href',
      '/sg/a/gift-1/download/gift-summary',
    );
  });
});

describe('the nonprofit confirms the shares arrived (/sg/n/:stockGiftId/receipt)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  const FOR_NONPROFIT = {
    id: 'gift-1',
    status: 'SUBMITTED',
    recipientLegalName: 'San Francisco-Marin Food Bank',
    donor: null,
    lots: [
      { ticker: 'VTI', quantity: { kind: 'shares', shares: '10' } },
      { ticker: 'AAPL', quantity: { kind: 'amount', dollars: '500' } },
    ],
    receipt: null,
  };

  it('names each security the e-mailed key reads, and sends the shares of each', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { router, calls } = renderStrictAppAt('/sg/n/gift-1/receipt?key=receipt-1', (call) => {
      if (call === 'GET /v2/tenant') return tenantAnswer();
      if (call === 'GET /v2/me') return { status: 401 };
      if (call === 'GET /v2/stock-gifts/gift-1/receipt')
        return { status: 200, body: FOR_NONPROFIT };
      if (call !== 'POST /v2/stock-gifts/gift-1/receipt') return undefined;
      if (!refuse) return { status: 200, body: { id: 'gift-1', status: 'CONFIRMED' } };
      refuse = false;
      return {
        status: 400,
        body: {
          error: {
            code: 'REQUEST.INVALID',
            message: 'Invalid',
            fields: { 'shares.1': 'Please enter a number of shares' },
          },
        },
      };
    });
    await screen.findByRole('heading', { level: 1, name: 'Confirm the shares arrived' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((call) => call.call === 'GET /v2/stock-gifts/gift-1/receipt')?.giftKey).toBe(
      'receipt-1',
    );
    expect(screen.getByText(/A donor, who chose not to share their name/)).toBeInTheDocument();
    expect(screen.getByLabelText('Shares of VTI')).toHaveAccessibleDescription(
      /The donor is giving 10 shares of VTI/,
    );
    expect(screen.getByLabelText('Shares of AAPL')).toHaveAccessibleDescription(
      /The donor is giving \$500 of AAPL/,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm the shares arrived' }));
    expect(screen.getByLabelText('Day the shares arrived')).toHaveAccessibleDescription(
      /Please enter the day the shares arrived as YYYY-MM-DD, today or earlier/,
    );
    await user.type(screen.getByLabelText('Day the shares arrived'), '2026-01-02');
    await user.type(screen.getByLabelText('Shares of VTI'), '10');
    await user.type(screen.getByLabelText('Shares of AAPL'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Confirm the shares arrived' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Shares of AAPL')).toHaveAccessibleDescription(
        /Please enter a number of shares/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm the shares arrived' }));

    await screen.findByRole('heading', { level: 1, name: 'Thank you: the gift is confirmed' });
    const sent = calls.filter((call) => call.call === 'POST /v2/stock-gifts/gift-1/receipt');
    expect(sent.at(-1)?.giftKey).toBe('receipt-1');
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({
      receivedOn: '2026-01-02',
      shares: ['10', '2.5'],
    });
  });

  it.each([
    [
      'This gift is already confirmed',
      {
        status: 'CONFIRMED',
        donor: { fullName: 'Rosa Diaz', email: 'rosa@example.com' },
        receipt: { receivedOn: '2026-01-02', shares: [{ ticker: 'VTI', shares: '10' }] },
      },
    ],
    ['The donor cancelled this gift', { status: 'CANCELLED' }],
  ])('says “%s” rather than ask again', async (title, gift) => {
    renderStrictAppAt('/sg/n/gift-1/receipt?key=receipt-1', (call) => {
      if (call === 'GET /v2/tenant') return tenantAnswer();
      if (call === 'GET /v2/me') return { status: 401 };
      if (call !== 'GET /v2/stock-gifts/gift-1/receipt') return undefined;
      return { status: 200, body: { ...FOR_NONPROFIT, ...gift } };
    });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByLabelText('Shares of VTI')).not.toBeInTheDocument();
    if ('receipt' in gift) expect(screen.getByText('10 shares of VTI')).toBeInTheDocument();
  });

  it('asks for the e-mailed link when the key reaches no gift', async () => {
    renderStrictAppAt('/sg/n/gift-1/receipt?key=other', (call) => {
      if (call === 'GET /v2/tenant') return tenantAnswer();
      if (call === 'GET /v2/me') return { status: 401 };
      if (call !== 'GET /v2/stock-gifts/gift-1/receipt') return undefined;
      return { status: 404, body: { error: { code: 'REQUEST.NOT_FOUND', message: 'Not found' } } };
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this gift' }),
    ).toBeInTheDocument();
  });

  it('asks for the e-mailed link when the page has no key', async () => {
    renderStrictAppAt('/sg/n/gift-1/receipt', (call) =>
      call === 'GET /v2/tenant' ? tenantAnswer() : undefined,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this gift' }),
    ).toBeInTheDocument();
  });
});
