import type { QcdView } from '@bequest/sdk/app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer, FakeCall } from '../../test-setup/fake-bequest';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';
import { texUser } from '../../test-setup/signed-in-user';
import { FOOD_BANK_SEARCH, qcdView } from '../giving/gift-fixtures';

const PARTNER = {
  status: 200,
  body: {
    urlName: 'sf-food-bank',
    randId: 'partner-1',
    organizationId: 'org-sf-food-bank',
    organization: { displayName: 'San Francisco Food Bank' },
  },
};
const MISSING = { status: 404, body: { error: { code: 'REQUEST.NOT_FOUND', message: 'No' } } };
const invalid = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'REQUEST.INVALID', message: 'Invalid', fields } },
});

/** The app at `path` for Tex, signed in, over an API that keeps one QCD. */
const renderQcd = (
  path: string,
  answer: (call: string, request: FakeCall) => FakeAnswer | undefined = () => undefined,
  start: QcdView = qcdView(),
) =>
  renderStrictAppAt(path, (call, request) => {
    const given = answer(call, request);
    if (given) return given;
    return (
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: texUser() },
        'GET /v2/partners/custom-url': PARTNER,
        'GET /v2/nonprofits': FOOD_BANK_SEARCH,
        'GET /v2/qcds/qcd-1': { status: 200, body: start },
      } as Record<string, FakeAnswer>
    )[call];
  });

const bodyOf = (calls: FakeCall[], call: string) =>
  JSON.parse(calls.find((made) => made.call === call)!.body) as Record<string, unknown>;

describe('the QCD pages (giving 2.6)', () => {
  beforeEach(() => {
    document.cookie = 'partner_path_qcd=; path=/; Max-Age=0';
  });

  it('keeps a partner’s QCD path in partner_path_qcd, and chooses the partner’s only match', async () => {
    const user = userEvent.setup();
    const { router } = renderQcd('/qcd/sf-food-bank');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Give to San Francisco Food Bank from your IRA',
    });
    expect(document.title).toBe('Qualified Charitable Distributions (QCDs) | Bequest');
    await waitFor(() =>
      expect(document.cookie).toContain('partner_path_qcd=%2Fqcd%2Fsf-food-bank'),
    );
    await user.click(screen.getByRole('link', { name: 'Give from my IRA' }));
    expect(await screen.findByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/qcd/a/preliminary/personal?ein=94-1156365',
      ),
    );
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/qcd/sf-food-bank',
    );
  });

  it('leads an unknown partner’s page home', async () => {
    const { router } = renderQcd('/qcd/nobody', (call) =>
      call === 'GET /v2/partners/custom-url' ? MISSING : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['/qcd/sf-food-bank/tax', '/qcd/sf-food-bank/give'],
    ['/qcd/sf-food-bank/manual', '/qcd/sf-food-bank/give'],
    ['/qcd/sf-food-bank/tax/qcd-1', '/qcd/a/qcd/qcd-1/rmd'],
    ['/qcd/sf-food-bank/manual/qcd-1', '/qcd/a/qcd/qcd-1'],
    ['/qcd/sf-food-bank/tax/qcd-1/review', '/qcd/a/qcd/qcd-1/final'],
    ['/qcd/sf-food-bank/manual/qcd-1/review', '/qcd/a/qcd/qcd-1/final'],
  ])('takes %s to %s', async (path, to) => {
    const { router } = renderQcd(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('sends a signed-out visitor of the account side to log in', async () => {
    const { router } = renderQcd('/qcd/a/preliminary/personal?ein=94-1156365', (call) =>
      call === 'GET /v2/me'
        ? { status: 401, body: { error: { code: 'AUTH', message: 'No' } } }
        : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('starts the QCD with the answers as typed, and puts the API’s refusals on their fields', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { router, calls } = renderQcd('/qcd/a/preliminary/personal?ein=94-1156365', (call) =>
      call === 'POST /v2/qcds'
        ? refuse
          ? ((refuse = false),
            invalid({
              'owner.birthDate': 'Please enter your date of birth as YYYY-MM-DD',
              recipientEin: 'Gifts to this organization are not tax-deductible.',
            }))
          : { status: 201, body: qcdView() }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'About you and your IRA' });
    expect(await screen.findByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' })).toBeChecked();
    expect(screen.getByLabelText('Full name')).toHaveValue('Tex Rivera');
    await user.type(screen.getByLabelText('Date of birth'), '1952-03-10');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.selectOptions(screen.getByLabelText('State'), 'IL');
    await user.type(screen.getByLabelText('ZIP code'), '62701');
    await user.selectOptions(screen.getByLabelText(/^IRA custodian/), 'Other');
    await user.type(screen.getByLabelText('Name of your IRA custodian'), 'Harbor Trust Co');
    await user.type(screen.getByLabelText(/^IRA account number/), '8800-1234-5678');
    await user.type(screen.getByLabelText('Amount in dollars'), '$4,000');
    await user.type(screen.getByLabelText(/^Planned distribution date/), '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Start my QCD' }));

    expect(
      await screen.findByText('Please enter your date of birth as YYYY-MM-DD'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Gifts to this organization are not tax-deductible.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Which charity/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(calls, 'POST /v2/qcds')).toMatchObject({
      custodian: { firm: 'Other', otherName: 'Harbor Trust Co' },
      accountNumber: '8800-1234-5678',
      amount: '$4,000',
      recipientEin: '94-1156365',
    });
    expect(bodyOf(calls, 'POST /v2/qcds')).not.toHaveProperty('priorYearEndBalance');

    await user.click(screen.getByRole('button', { name: 'Start my QCD' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qcd/a/qcd/qcd-1/rmd'));
  });

  it('keeps the account number on file when the answers change without one', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderQcd('/qcd/a/qcd/qcd-1', (call, request) =>
      call === 'PUT /v2/qcds/qcd-1'
        ? { status: 200, body: qcdView({ amount: String(JSON.parse(request.body).amount) }) }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'About you and your IRA' });
    expect(screen.getByText(/We have ••••5678 on file/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount in dollars'));
    await user.type(screen.getByLabelText('Amount in dollars'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qcd/a/qcd/qcd-1/rmd'));
    expect(bodyOf(calls, 'PUT /v2/qcds/qcd-1')).toMatchObject({
      accountNumber: '5678',
      amount: '5000',
      recipientEin: '94-1156365',
    });
    expect(bodyOf(calls, 'PUT /v2/qcds/qcd-1')).not.toHaveProperty('priorYearEndBalance');
  });

  it('estimates the RMD from the balance, and clears the balance left blank', async () => {
    const user = userEvent.setup();
    const { calls } = renderQcd('/qcd/a/qcd/qcd-1/rmd', (call, request) =>
      call === 'PUT /v2/qcds/qcd-1/rmd'
        ? {
            status: 200,
            body: JSON.parse(request.body).priorYearEndBalance
              ? qcdView({
                  priorYearEndBalance: '255000',
                  rmd: {
                    kind: 'required',
                    age: 74,
                    period: '25.5',
                    amount: '10000',
                    satisfied: '4000',
                    remaining: '6000',
                  },
                })
              : qcdView(),
          }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Your required minimum distribution' });
    await user.type(
      screen.getByLabelText('Your IRA’s balance on December 31, 2025, in dollars'),
      '$255,000',
    );
    await user.click(screen.getByRole('button', { name: 'Estimate my RMD' }));
    expect(
      await screen.findByText(/Your required minimum distribution for 2026 is about/),
    ).toHaveTextContent('$10,000');
    expect(screen.getByText(/This gift of \$4,000 meets \$4,000 of it/)).toHaveTextContent(
      '$6,000 remains',
    );
    await user.clear(screen.getByLabelText(/balance on December 31/));
    await user.click(screen.getByRole('button', { name: 'Estimate my RMD' }));
    await waitFor(() =>
      expect(
        screen.queryByText(/Your required minimum distribution for 2026/),
      ).not.toBeInTheDocument(),
    );
    const bodies = calls
      .filter((made) => made.call === 'PUT /v2/qcds/qcd-1/rmd')
      .map((made) => made.body);
    expect(bodies).toEqual(['{"priorYearEndBalance":"$255,000"}', '{"priorYearEndBalance":null}']);
  });

  it('offers to add the charity to the will, in the will wizard', async () => {
    renderQcd('/qcd/a/qcd/qcd-1/legacy');
    expect(
      await screen.findByRole('link', { name: /Add SAN FRANCISCO FOOD BANK to my will/ }),
    ).toHaveAttribute('href', '/will/residual-distribution?charity=SAN%20FRANCISCO%20FOOD%20BANK');
  });

  it('shows a distribution of another account as not found', async () => {
    renderQcd('/qcd/a/qcd/qcd-1/final', (call) =>
      call === 'GET /v2/qcds/qcd-1' ? MISSING : undefined,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this distribution' }),
    ).toBeInTheDocument();
  });
});
