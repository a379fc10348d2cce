import { buildFundingPlan, FUNDING_NOT_STARTED, fundingProgress } from '@bequest/sdk/app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';

const finished = texUser({
  profile: texProfile({
    administrativeArea: 'TX',
    rlt: { randId: 'r1', finalizedAt: '2026-11-01T10:00:00.000Z', isComplete: true },
  }),
});

/** GET /v2/me/trust-funding's answer, built by the domain as the server builds it. */
const fundingView = (done: readonly string[] = [], remindersOn = true) => {
  const plan = buildFundingPlan(
    {
      planType: 'RLT',
      finalizedAt: '2026-11-01T10:00:00.000Z',
      isJoint: false,
      spouse: null,
      signing: null,
      assetTypes: ['home', 'investments', 'retirement_accounts'],
      profile: { administrativeArea: 'TX' },
    },
    { fullName: { first: 'Tex', last: 'Rivera' }, county: 'Travis' },
    [],
  )._unsafeUnwrap();
  const statuses = Object.fromEntries(
    done.map((key) => [key, { status: 'done' as const, doneOn: '2026-11-20' }]),
  );
  return {
    ...plan,
    steps: plan.steps.map((step) => ({ ...step, ...(statuses[step.key] ?? FUNDING_NOT_STARTED) })),
    progress: fundingProgress(
      plan.steps.map((step) => step.key),
      statuses,
    ),
    remindersOn,
  };
};

describe('Fund your trust (issue 29)', () => {
  it('lists each step with its instructions, the exact title, and saves a status', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/fund-your-trust',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: finished },
        'GET /v2/me/trust-funding': { status: 200, body: fundingView() },
        'PUT /v2/me/trust-funding/steps/kind%3Ahome': {
          status: 200,
          body: fundingView(['kind:home']),
        },
      },
      calls,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund your trust' })).toBeVisible();
    expect(
      screen.getByText(
        'Tex Rivera, Trustee of the Tex Rivera Revocable Living Trust dated [the date you signed the trust]',
      ),
    ).toBeVisible();
    expect(screen.getByText('0 of 3 funding steps done')).toBeVisible();

    const home = screen.getByRole('region', { name: 'Your home or other real estate' });
    expect(within(home).getByText(/the Travis County recorder/)).toBeVisible();
    expect(within(home).getByText(/12 U.S.C. § 1701j-3\(d\)\(8\)/)).toBeVisible();
    const retirement = screen.getByRole('region', { name: 'Retirement accounts' });
    expect(
      within(retirement).getByText(/withdrawal of the whole account, which is taxed/),
    ).toBeVisible();

    await userEvent.selectOptions(within(home).getByLabelText('Status'), 'done');
    expect(within(home).getByLabelText('Date done')).toBeVisible();
    await userEvent.click(within(home).getByRole('button', { name: /Save status/ }));
    expect(await within(home).findByText('Saved')).toBeVisible();
    expect(calls).toContain('PUT /v2/me/trust-funding/steps/kind%3Ahome');
    expect(await screen.findByText('1 of 3 funding steps done')).toBeVisible();
  });

  it('turns the reminder e-mails off', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/fund-your-trust',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: finished },
        'GET /v2/me/trust-funding': { status: 200, body: fundingView() },
        'PUT /v2/me/trust-funding/reminders': { status: 200, body: fundingView([], false) },
      },
      calls,
    );
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    const box = within(reminders).getByLabelText(/E-mail me a reminder every 30 days/);
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(await within(reminders).findByText(/Reminders are off/)).toBeVisible();
    expect(box).not.toBeChecked();
    expect(calls).toContain('PUT /v2/me/trust-funding/reminders');
  });

  it('sends a person whose trust is not finished back to it', async () => {
    renderAppAt('/fund-your-trust', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: finished },
      'GET /v2/me/trust-funding': {
        status: 409,
        body: { error: { code: 'TRUST_FUNDING.NOT_FINISHED', message: 'Finish your trust first' } },
      },
    });
    expect(await screen.findByRole('link', { name: 'Go to my trust' })).toHaveAttribute(
      'href',
      '/rlt',
    );
  });

  it('shows the funding progress on the account page once the trust is finished', async () => {
    renderAppAt('/account', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: finished },
      'GET /v2/me/trust-funding': {
        status: 200,
        body: fundingView(['kind:home', 'kind:investments']),
      },
    });
    expect(await screen.findByText(/Trust funding: 2 of 3 funding steps done/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fund your trust' })).toHaveAttribute(
      'href',
      '/fund-your-trust',
    );
  });

  it('shows no funding line before the trust is finished', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/account',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: texUser() },
      },
      calls,
    );
    expect(await screen.findByRole('heading', { name: 'Your Estate Plan' })).toBeVisible();
    expect(screen.queryByText(/Trust funding/)).toBeNull();
    expect(calls).not.toContain('GET /v2/me/trust-funding');
  });
});
