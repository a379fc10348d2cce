import { screen, within } from '@testing-library/react';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';
import { BROKERAGE, DONATION, giftView } from '../stock-gifts/stock-gift-fixtures';
import { dafGrantView, qcdView } from './gift-fixtures';

const withGifts = texUser({
  profile: texProfile({
    qcd: [{ isComplete: true, updatedAt: '2026-03-01T15:00:00Z' }],
    daf: [{ isComplete: false, updatedAt: '2026-02-01T15:00:00Z' }],
    stockGift: [{ isComplete: true, updatedAt: '2026-03-02T15:00:00Z' }],
  }),
});

const QCDS = [
  qcdView({ id: 'qcd-2' }),
  qcdView({ id: 'qcd-1', status: 'SUBMITTED', amount: '2500', submittedOn: '2026-11-20' }),
];
const GRANTS = [dafGrantView({ id: 'grant-1', status: 'SUBMITTED', submittedOn: '2026-11-20' })];
const signed = { donation: DONATION, brokerage: BROKERAGE };
const STOCK_GIFTS = [
  giftView({ id: 'gift-3' }),
  giftView({
    id: 'gift-2',
    status: 'SUBMITTED',
    ...signed,
    signature: { typedName: 'Rosa Diaz', signedOn: '2026-11-20' },
  }),
  giftView({
    id: 'gift-1',
    status: 'CONFIRMED',
    ...signed,
    signature: { typedName: 'Rosa Diaz', signedOn: '2026-11-02' },
    receipt: { receivedOn: '2026-11-25', shares: [{ ticker: 'VTI', shares: '10' }] },
  }),
];

const renderAt = (path: string, flags: Record<string, unknown> = {}) =>
  renderStrictAppAt(
    path,
    (call) =>
      ({
        'GET /v2/tenant': tenantAnswer('bequest', flags),
        'GET /v2/me': { status: 200, body: withGifts },
        'GET /v2/qcds': { status: 200, body: QCDS },
        'GET /v2/daf-grants': { status: 200, body: GRANTS },
        'GET /v2/stock-gifts': { status: 200, body: STOCK_GIFTS },
      })[call],
  );

const header = () => within(screen.getByRole('banner'));

describe('the account’s QCDs and DAF grants (giving 2.6, 2.7, 2.10)', () => {
  it('lists the QCDs, each letter to the custodian once submitted, under the "QCD gifts" link', async () => {
    renderAt('/account/qcd');
    await screen.findByRole('heading', { level: 1, name: 'QCD gifts' });
    const [draft, submitted] = (await screen.findAllByRole('row'))
      .slice(1)
      .map((row) => within(row));
    expect(draft!.getByText('Not submitted yet')).toBeInTheDocument();
    expect(
      draft!.getByRole('link', { name: 'Continue your gift of $4,000 to SAN FRANCISCO FOOD BANK' }),
    ).toHaveAttribute('href', '/qcd/a/qcd/qcd-2/rmd');
    expect(draft!.queryByRole('link', { name: /PDF/ })).not.toBeInTheDocument();
    expect(submitted!.getByText('Letter ready to send')).toBeInTheDocument();
    expect(
      submitted!.getByRole('link', { name: /Letter to your custodian \(PDF\)/ }),
    ).toHaveAttribute('href', '/qualified-charitable-distribution/qcd-1.pdf?download=true');
    expect(header().getByRole('link', { name: 'QCD gifts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(header().getByRole('link', { name: 'DAF grants' })).toHaveAttribute(
      'href',
      '/account/daf',
    );
  });

  it('lists the DAF grants, each recommendation once confirmed', async () => {
    renderAt('/account/daf');
    await screen.findByRole('heading', { level: 1, name: 'DAF grants' });
    const row = within((await screen.findAllByRole('row'))[1]!);
    expect(row.getByText('Ready to send to your sponsor')).toBeInTheDocument();
    expect(row.getByText('One time')).toBeInTheDocument();
    expect(row.getByRole('link', { name: /Grant recommendation \(PDF\)/ })).toHaveAttribute(
      'href',
      '/daf-grant/grant-1.pdf?download=true',
    );
    expect(row.getByRole('link', { name: /See your grant/ })).toHaveAttribute(
      'href',
      '/daf/a/grant-1/summary',
    );
  });

  it('links each submitted gift’s letter from its row of "Your Charitable Giving"', async () => {
    renderAt('/account');
    await screen.findByRole('heading', { name: 'Your Charitable Giving' });
    const table = screen.getAllByRole('table').at(-1)!;
    const qcdRow = within(within(table).getByRole('row', { name: /QCD/ }));
    expect(
      await qcdRow.findByRole('link', {
        name: 'Download the letter to your custodian (PDF) for your QCD of $2,500 to SAN FRANCISCO FOOD BANK',
      }),
    ).toHaveAttribute('href', '/qualified-charitable-distribution/qcd-1.pdf?download=true');
    expect(qcdRow.getAllByRole('link', { name: /Download/ })).toHaveLength(1);
    const dafRow = within(within(table).getByRole('row', { name: /DAF/ }));
    expect(
      await dafRow.findByRole('link', { name: /Download the grant recommendation \(PDF\)/ }),
    ).toHaveAttribute('href', '/daf-grant/grant-1.pdf?download=true');
    // Giving 2.10: a stock gift row's gift PDF and tax-acknowledgement PDF, of each gift that has them.
    const stockRow = within(within(table).getByRole('row', { name: /Stock Gifts/ }));
    const gift = (signed: string) =>
      `your gift of 10 shares of VTI to SAN FRANCISCO FOOD BANK, signed ${signed}`;
    expect(
      await stockRow.findByRole('link', {
        name: `Download the signed letter (PDF) for ${gift('November 20, 2026')}`,
      }),
    ).toHaveAttribute('href', '/stock-gift/gift-2.pdf?download=true');
    expect(
      stockRow.getByRole('link', {
        name: `Download the signed letter (PDF) for ${gift('November 2, 2026')}`,
      }),
    ).toHaveAttribute('href', '/stock-gift/gift-1.pdf?download=true');
    expect(
      stockRow
        .getAllByRole('link', { name: /Download the tax acknowledgement \(PDF\)/ })
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      [
        `Download the tax acknowledgement (PDF) for ${gift('November 2, 2026')}`,
        '/stock-gift/gift-1/tax-acknowledgement.pdf?download=true',
      ],
    ]);
    // The draft has no letter yet.
    expect(stockRow.getAllByRole('link', { name: /Download/ })).toHaveLength(3);
  });

  it('says when there is none, and hides the account links under the redesign flag', async () => {
    renderStrictAppAt(
      '/account/qcd',
      (call) =>
        ({
          'GET /v2/tenant': tenantAnswer('bequest', { FW_ACCOUNT_PAGE_REDESIGN: 'true' }),
          'GET /v2/me': { status: 200, body: texUser() },
          'GET /v2/qcds': { status: 200, body: [] },
        })[call],
    );
    expect(
      await screen.findByText('You have no qualified charitable distributions yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'QCD gifts' })).not.toBeInTheDocument();
  });
});
