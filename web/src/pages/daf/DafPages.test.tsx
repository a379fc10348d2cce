import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer, FakeCall } from '../../test-setup/fake-bequest';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';
import { texUser } from '../../test-setup/signed-in-user';
import { dafGrantView, FOOD_BANK_SEARCH } from '../giving/gift-fixtures';

/** The app at `path` for Tex, signed in, with the flags given, over an API that keeps one grant. */
const renderDaf = (
  path: string,
  flags: Record<string, unknown> = {},
  answer: (call: string, request: FakeCall) => FakeAnswer | undefined = () => undefined,
) =>
  renderStrictAppAt(
    path,
    (call, request) =>
      answer(call, request) ??
      (
        {
          'GET /v2/tenant': tenantAnswer('bequest', flags),
          'GET /v2/me': { status: 200, body: texUser() },
          'GET /v2/nonprofits': FOOD_BANK_SEARCH,
          'GET /v2/daf-grants/grant-1': { status: 200, body: dafGrantView() },
        } as Record<string, FakeAnswer>
      )[call],
  );

/** Fills the answers every grant needs. */
const fillGrant = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(
    screen.getByLabelText('Sponsor of your donor-advised fund'),
    'Vanguard Charitable',
  );
  await user.type(screen.getByLabelText('Name of your fund'), 'Rivera Family Fund');
  await user.type(screen.getByLabelText('Street address'), '1 Main St');
  await user.type(screen.getByLabelText('City'), 'Springfield');
  await user.selectOptions(screen.getByLabelText('State'), 'IL');
  await user.type(screen.getByLabelText('ZIP code'), '62701');
  await user.type(screen.getByLabelText('Amount in dollars'), '1000');
  await user.click(screen.getByLabelText('Keep my grant anonymous'));
  await user.click(screen.getByLabelText(/I recommend this grant for charitable purposes only/));
};

const NEW_GRANT = '/daf/a/grant?ein=94-1156365';

describe('a DAF grant recommendation (giving 2.7)', () => {
  it('asks no schedule while recurring grants are off, and puts the API’s refusals on their fields', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { router, calls } = renderDaf(NEW_GRANT, {}, (call) =>
      call === 'POST /v2/daf-grants'
        ? refuse
          ? ((refuse = false),
            {
              status: 400,
              body: {
                error: {
                  code: 'REQUEST.INVALID',
                  message: 'Invalid',
                  fields: { fundName: 'Please enter the name of your fund' },
                },
              },
            })
          : { status: 201, body: dafGrantView() }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Your grant recommendation' });
    expect(screen.getByText('SAN FRANCISCO FOOD BANK')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How often?' })).not.toBeInTheDocument();
    await fillGrant(user);
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    expect(await screen.findByText('Please enter the name of your fund')).toBeInTheDocument();
    expect(screen.getByLabelText('Name of your fund')).toHaveAttribute('aria-invalid', 'true');
    const body = JSON.parse(calls.find((made) => made.call === 'POST /v2/daf-grants')!.body);
    expect(body).toMatchObject({
      sponsor: { firm: 'Vanguard Charitable' },
      fundNumber: null,
      anonymity: 'ANONYMOUS',
      purpose: { kind: 'WHERE_NEEDED_MOST' },
      recurrence: { frequency: 'ONE_TIME' },
      recipientEin: '94-1156365',
      acknowledgesGrantRules: true,
    });
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/daf/a/grant-1/confirm'));
  });

  it('schedules a recurring grant while FW_RECURRING_DAF_GRANTS is on', async () => {
    const user = userEvent.setup();
    const { calls } = renderDaf(NEW_GRANT, { FW_RECURRING_DAF_GRANTS: true }, (call) =>
      call === 'POST /v2/daf-grants' ? { status: 201, body: dafGrantView() } : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Your grant recommendation' });
    await fillGrant(user);
    const often = screen.getByRole('group', { name: 'How often?' });
    await user.click(within(often).getByLabelText('Quarterly'));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    expect(
      await screen.findByText('Please enter the date of the first grant as YYYY-MM-DD'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Date of the first grant'), '2027-01-15');
    await user.type(screen.getByLabelText(/^Number of grants/), '4');
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    await waitFor(() =>
      expect(calls.some((made) => made.call === 'POST /v2/daf-grants')).toBe(true),
    );
    expect(
      JSON.parse(calls.find((made) => made.call === 'POST /v2/daf-grants')!.body).recurrence,
    ).toEqual({ frequency: 'QUARTERLY', startDate: '2027-01-15', grantCount: 4 });
  });

  it('confirms a draft to its summary, where the recommendation is linked', async () => {
    const user = userEvent.setup();
    let grant = dafGrantView({
      recurrence: { frequency: 'MONTHLY', startDate: '2027-01-15', grantCount: 12 },
    });
    const { router } = renderDaf('/daf/sf-food-bank/grant-1/confirm', {}, (call) => {
      if (call === 'GET /v2/daf-grants/grant-1') return { status: 200, body: grant };
      if (call !== 'POST /v2/daf-grants/grant-1/submit') return undefined;
      grant = { ...grant, status: 'SUBMITTED', submittedOn: '2026-11-26' };
      return { status: 200, body: grant };
    });
    await screen.findByRole('heading', { level: 1, name: 'Confirm your grant recommendation' });
    expect(
      screen.getByText('Monthly, 12 grants from January 15, 2027 to December 15, 2027'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm my grant' }));
    await screen.findByRole('heading', { level: 1, name: 'Your grant recommendation is ready' });
    expect(router.state.location.pathname).toBe('/daf/sf-food-bank/grant-1/summary');
    expect(
      screen.getByRole('link', { name: 'Download your grant recommendation (PDF)' }),
    ).toHaveAttribute('href', '/daf-grant/grant-1.pdf?download=true');
  });
});
