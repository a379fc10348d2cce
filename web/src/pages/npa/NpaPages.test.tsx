import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../../app/App';
import { routes } from '../../app/routes';
import { fakeBequest, type FakeAnswer, type FakeCall } from '../../test-setup/fake-bequest';
import { tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';
import { person, savedAsset, savedPlan } from '../beneficiary-plan/render-plan-page';

const harbor = {
  status: 200,
  body: {
    urlName: 'harbor-food-bank',
    randId: 'partner-harbor',
    organizationId: 'org-harbor-food-bank',
    organization: { displayName: 'Harbor Food Bank' },
    customizations: { uriLogo: '/logos/harbor.svg' },
  },
};
const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};
const complete = texProfile({ administrativeArea: 'TX', maritalStatus: 'SINGLE' });
const me = (profile = complete) => ({ status: 200, body: texUser({ profile }) });

/** The app at `path`, its SDK answering "METHOD /path" (else 404); the calls with their bodies. */
const renderAt = (path: string, answers: Record<string, FakeAnswer | undefined>) => {
  const calls: FakeCall[] = [];
  const client = fakeBequest(({ call }) => answers[call.split('?')[0]!] ?? { status: 404 }, calls);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <App client={client}>
      <RouterProvider router={router} />
    </App>,
  );
  return {
    router,
    changes: () =>
      calls
        .filter(({ call }) => !call.startsWith('GET'))
        .map(({ call, body }) => [call, body === '' ? null : JSON.parse(body)]),
  };
};

const clearPartnerCookie = () => {
  document.cookie = 'partner_org_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

describe('the partner-branded beneficiary flow (giving 2.1-2.4, issue 26)', () => {
  afterEach(clearPartnerCookie);

  it('welcomes a visitor with the partner’s logo and name, and starts from /give', async () => {
    renderAt('/beneficiaries/harbor-food-bank', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': signedOut,
      'GET /v2/partners/custom-url': harbor,
    });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Name your beneficiaries with Harbor Food Bank',
    });
    expect(screen.getByRole('img', { name: 'Harbor Food Bank logo' })).toHaveAttribute(
      'src',
      '/logos/harbor.svg',
    );
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/beneficiaries/harbor-food-bank/give',
    );
  });

  it('sends an unknown partner to /beneficiaries (giving 8)', async () => {
    const { router } = renderAt('/beneficiaries/nobody', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': signedOut,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiaries'));
  });

  it.each(['/beneficiaries/harbor-food-bank', '/npa', '/npa/asset-1/plan/primary'])(
    'shows the not-found page at %s where the tenant has no Beneficiary Plan',
    async (path) => {
      renderAt(path, {
        'GET /v2/tenant': tenantAnswer('bequest', {}, { beneficiaryPlan: false }),
        'GET /v2/me': me(),
        'GET /v2/partners/custom-url': harbor,
      });
      await screen.findByRole('heading', { level: 1, name: 'We could not find that page' });
    },
  );

  it('asks a signed-out visitor to log in, coming back to the step', async () => {
    const { router } = renderAt('/npa/get-started/tutorial', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': signedOut,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/npa/get-started/tutorial')}`,
    );
  });

  it.each([
    ['no profile details, no plan', texProfile(), undefined, '/npa/get-started/tutorial'],
    ['no plan yet', complete, undefined, '/npa/new/plan'],
    [
      'a primary beneficiary at 100%, the opt-in unanswered',
      complete,
      savedPlan({ assets: [savedAsset({ beneficiaries: [person('Ana', 100)] })] }),
      '/npa/asset-1/plan/contingent',
    ],
    [
      'the asset filed',
      complete,
      savedPlan({
        hasPermissionToShareInfo: true,
        assets: [
          savedAsset({
            beneficiaries: [person('Ana', 100)],
            status: 'UPDATED',
            statusUpdatedAt: '2026-03-02T10:00:00.000Z',
          }),
        ],
      }),
      '/npa/plan-1/summary',
    ],
  ])('resumes at the next unfinished step: %s', async (_, profile, plan, path) => {
    const { router } = renderAt('/npa', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': me(profile),
      'GET /v2/me/beneficiary-plan': plan && { status: 200, body: plan },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('saves the profile the flow needs, naming what is missing', async () => {
    const { changes, router } = renderAt('/npa/get-started/complete-profile', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': me(texProfile()),
      'PATCH /v2/profiles/profile-1': { status: 200, body: complete },
    });
    await screen.findByRole('heading', { level: 1, name: 'Tell us about yourself' });
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Please choose your state');
    expect(screen.getByText('Please choose your marital status')).toBeInTheDocument();
    expect(changes()).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('State'), 'TX');
    await userEvent.click(screen.getByLabelText('Married'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/npa/new/plan'));
    expect(changes()).toEqual([
      [
        'PATCH /v2/profiles/profile-1',
        {
          version: 1,
          fullName: { first: 'Tex', middle: '', last: 'Rivera' },
          administrativeArea: 'TX',
          maritalStatus: 'MARRIED',
        },
      ],
    ]);
  });

  it('on the main brand, asks about nonprofits first, then offers the partner, preselected, as a primary share', async () => {
    document.cookie = 'partner_org_id=org-harbor-food-bank; path=/';
    const { router } = renderAt('/npa/asset-1/charity', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': me(),
      'GET /v2/partners/custom-url': harbor,
      'GET /v2/me/beneficiary-plan': { status: 200, body: savedPlan({ assets: [savedAsset()] }) },
    });
    const modal = await screen.findByRole('dialog', {
      name: 'Before you get started – Nonprofits can be beneficiaries too!',
    });
    await within(modal).findByText('Harbor Food Bank');
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Harbor Food Bank')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/npa/asset-1/plan/primary'));
    const first = await screen.findByRole('group', { name: 'Primary beneficiary 1' });
    expect(within(first).getByLabelText('Charity’s name')).toHaveValue('Harbor Food Bank');
  });

  it.each([
    ['bequest', [], '/npa/asset-1/charity'],
    ['willow', [], '/npa/asset-1/plan/primary'],
    ['bequest', [person('Ana', 100)], '/npa/asset-1/plan/finalize'],
  ] as const)(
    'on %s, an edited asset with beneficiaries %j goes on to %s',
    async (tenantId, beneficiaries, next) => {
      const asset = savedAsset({ beneficiaries });
      const { router, changes } = renderAt('/npa/asset-1/plan', {
        'GET /v2/tenant': tenantAnswer(tenantId),
        'GET /v2/me': me(),
        'GET /v2/me/beneficiary-plan': { status: 200, body: savedPlan({ assets: [asset] }) },
        'PUT /v2/me/beneficiary-plan/assets/asset-1': {
          status: 200,
          body: { ...asset, nonProbatePlan: savedPlan() },
        },
      });
      await screen.findByRole('heading', { level: 1, name: /^Edit / });
      expect(screen.queryByRole('button', { name: 'Delete asset' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(next));
      expect(changes().map(([call]) => call)).toEqual([
        'PUT /v2/me/beneficiary-plan/assets/asset-1',
      ]);
    },
  );

  it('records the opt-in with the flow’s partner, in the words of 2.4', async () => {
    document.cookie = 'partner_org_id=org-harbor-food-bank; path=/';
    const plan = savedPlan({ assets: [savedAsset({ beneficiaries: [person('Ana', 100)] })] });
    const { changes, router } = renderAt('/npa/asset-1/plan/share-info', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': me(),
      'GET /v2/partners/custom-url': harbor,
      'GET /v2/me/beneficiary-plan': { status: 200, body: plan },
      'PATCH /v2/me/beneficiary-plan': { status: 200, body: plan },
    });
    await screen.findByRole('heading', { level: 1, name: 'Opt-in preferences' });
    screen.getByRole('group', {
      name: 'Will you make the work of nonprofits easier by letting them know who you are?',
    });
    await userEvent.click(screen.getByLabelText('Sure, let them know'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/npa/asset-1/plan/finalize'));
    expect(changes()).toEqual([
      [
        'PATCH /v2/me/beneficiary-plan',
        { hasPermissionToShareInfo: true, partnerOrgId: 'org-harbor-food-bank' },
      ],
    ]);
  });

  it('gives the institution’s filing steps, then records that the person filed it', async () => {
    const asset = savedAsset({ beneficiaries: [person('Ana', 100)] });
    const { changes } = renderAt('/beneficiaries/harbor-food-bank/asset-1/instructions', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': me(),
      'GET /v2/partners/custom-url': harbor,
      'GET /v2/me/beneficiary-plan': {
        status: 200,
        body: savedPlan({ hasPermissionToShareInfo: false, assets: [asset] }),
      },
      'POST /v2/me/beneficiary-plan/assets/asset-1/finalization': {
        status: 200,
        body: { ...asset, status: 'UPDATED', nonProbatePlan: savedPlan() },
      },
    });
    await screen.findByRole('heading', {
      level: 1,
      name: 'How to file your designation with Vanguard',
    });
    expect(screen.getAllByText(/the firm’s beneficiary designation form/).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText(/community property state/)).toBeInTheDocument();
    expect(screen.getByText('100% to Ana')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'I have filed it' }));
    await screen.findByRole('heading', { level: 1, name: 'Did you file it with Vanguard?' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I filed it' }));
    await waitFor(() =>
      expect(changes()).toEqual([
        ['POST /v2/me/beneficiary-plan/assets/asset-1/finalization', null],
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes, I filed it' })).toBeEnabled(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['/npa/someone-elses/plan/finalize', '/npa/someone-elses/summary'])(
    'shows the not-found page for an asset or a plan that is not the person’s: %s',
    async (path) => {
      renderAt(path, {
        'GET /v2/tenant': tenantAnswer('bequest'),
        'GET /v2/me': me(),
        'GET /v2/me/beneficiary-plan': { status: 200, body: savedPlan({ assets: [savedAsset()] }) },
      });
      await screen.findByRole('heading', { level: 1, name: 'We could not find that page' });
    },
  );

  it('offers no contingent form when only charities take the asset, and skips to the opt-in', async () => {
    const charity = {
      randId: 'b-harbor',
      level: 'PRIMARY',
      allocationPercent: 100,
      charitableGift: { customProgram: { name: 'Harbor Food Bank' } },
    };
    const { router } = renderAt('/npa/asset-1/plan/contingent', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': me(),
      'GET /v2/me/beneficiary-plan': {
        status: 200,
        body: savedPlan({ assets: [savedAsset({ beneficiaries: [charity] })] }),
      },
    });
    await screen.findByText(/once your primary beneficiaries take 100% and at least one of them/);
    expect(screen.queryByRole('group', { name: 'Contingent beneficiary 1' })).toBeNull();
    await userEvent.click(
      screen.getByRole('link', { name: 'Skip: name no contingent beneficiaries' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/npa/asset-1/plan/share-info'),
    );
  });

  it('reports the plan under the partner’s name at /report', async () => {
    renderAt('/beneficiaries/harbor-food-bank/report', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': me(),
      'GET /v2/partners/custom-url': harbor,
      'GET /v2/me/beneficiary-plan': {
        status: 200,
        body: savedPlan({ assets: [savedAsset({ beneficiaries: [person('Ana', 100)] })] }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your plan for Harbor Food Bank' });
    expect(screen.getByText('0/1 of your assets are up to date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with this asset' })).toHaveAttribute(
      'href',
      '/npa',
    );
  });

  it('summarizes the plan', async () => {
    renderAt('/npa/plan-1/summary', {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': me(),
      'GET /v2/me/beneficiary-plan': {
        status: 200,
        body: savedPlan({
          hasPermissionToShareInfo: true,
          assets: [
            savedAsset({
              nickname: 'Rollover IRA',
              beneficiaries: [person('Ana', 100)],
              status: 'UPDATED',
              statusUpdatedAt: '2026-03-02T10:00:00.000Z',
            }),
          ],
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your Beneficiary Plan summary' });
    expect(screen.getByText('1/1 of your assets are up to date')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rollover IRA' })).toBeInTheDocument();
    expect(screen.getByText('Filed with the institution on March 2, 2026')).toBeInTheDocument();
  });
});
