import { screen, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';

const withGifts = texUser({
  profile: texProfile({
    stockGift: [
      { isComplete: true, updatedAt: '2026-01-05T15:00:00Z' },
      { isComplete: false, updatedAt: '2026-03-01T15:00:00Z' },
    ],
    daf: [{ isComplete: false, updatedAt: '2026-02-01T15:00:00Z' }],
  }),
});

const header = () => within(screen.getByRole('banner'));

describe('the account-side gift lists (giving-and-beneficiaries.md 2.5-2.7, 2.10)', () => {
  // The stock gifts have a page of their own, read from the gifts (pages/stock-gifts).
  it('lists the DAF grants, newest change first, under the "DAF grants" account link', async () => {
    renderAppAt('/account/daf', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: withGifts },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'DAF grants' })).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Donor-advised fund grant 1IncompleteFebruary 1, 2026',
    ]);
    expect(header().getByRole('link', { name: 'DAF grants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(header().getByRole('link', { name: 'Estate plan' })).toHaveAttribute('href', '/account');
    expect(header().getByRole('link', { name: 'Securities gifts' })).toHaveAttribute(
      'href',
      '/account/stocks',
    );
    expect(header().queryByRole('link', { name: 'QCD gifts' })).not.toBeInTheDocument();
  });

  it('says when there is no gift of the kind', async () => {
    renderAppAt('/account/qcd', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texUser() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'QCD gifts' })).toBeVisible();
    expect(
      screen.getByText(/You have no qualified charitable distributions yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('hides the account links when the account-page redesign flag is on', async () => {
    renderAppAt('/account/daf', {
      'GET /v2/tenant': tenantAnswer('bequest', { FW_ACCOUNT_PAGE_REDESIGN: 'true' }),
      'GET /v2/me': { status: 200, body: withGifts },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'DAF grants' })).toBeVisible();
    expect(header().queryByRole('link', { name: 'Securities gifts' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Estate plan' })).not.toBeInTheDocument();
  });
});
