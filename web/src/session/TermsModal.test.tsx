import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { renderStrictAppAt } from '../test-setup/render-strict-app';
import { texProfile, texUser } from '../test-setup/signed-in-user';

const ACCEPTED = { termsAcceptedOn: '2026-01-01', termsAcceptedVersion: '2021_10_20' };
const owner = texProfile({ ...ACCEPTED, estatePlanPackageType: 'will_based' });
const spouse = texProfile({
  randId: 'profile-2',
  fullName: { first: 'Sam', middle: '', last: 'Rivera' },
  estatePlanPackageType: 'will_based',
});

/** Tex's household with Sam, as GET /v2/me answers it: whose terms are accepted as given. */
const household = ({
  ownerAccepted = true,
  spouseAccepted = false,
}: { ownerAccepted?: boolean; spouseAccepted?: boolean } = {}) => ({
  ...texUser({ profile: owner }),
  profiles: [spouse, owner],
  hasAcceptedLatestTerms: ownerAccepted,
  partnerExistsAndHasAcceptedLatestTerms: spouseAccepted,
});

describe('a protected page and the household’s terms (platform-core.md 2.14)', () => {
  it.each([
    ['a second member who has not accepted', '/household', household()],
    ['a second member who has', '/account/help', household({ spouseAccepted: true })],
    // No second member: the API's flag is false, and nobody is missing.
    ['no second member', '/account/help', texUser()],
  ])('with %s, /account/help leads to %s', async (_case, path, user) => {
    const router = renderAppAt('/account/help', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': { status: 200, body: user },
    });
    // On /household the terms modal hides the page from screen readers, its heading too.
    await screen.findByRole('heading', { level: 1, hidden: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });
});

describe('the terms modal (platform-core.md 2.9, 4.10)', () => {
  const HARBOR = {
    urlName: 'harbor-food-bank',
    randId: 'partner-harbor-food-bank',
    organizationId: 'org-harbor-food-bank',
    organization: { displayName: 'Harbor Food Bank Inc.' },
    orgDisplayName: 'Harbor Food Bank',
  };
  afterEach(() => {
    document.cookie = 'partner_org_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  /** The household page of a household whose terms are as given; accepting answers `terms`. */
  const openHousehold = (
    user: ReturnType<typeof household>,
    terms: { status: number; body?: unknown } = { status: 200, body: owner },
  ) => {
    let me = user;
    const rendered = renderStrictAppAt('/household', (call, request) => {
      if (call === 'GET /v2/tenant') return tenantAnswer('willow');
      if (call === 'GET /v2/me') return { status: 200, body: me };
      if (call === 'GET /v2/partners/custom-url') return { status: 200, body: HARBOR };
      if (call === 'PUT /v2/me/terms') {
        const { profileId } = JSON.parse(request.body) as { profileId: string };
        if (terms.status === 200)
          me = {
            ...me,
            ...(profileId === owner.randId
              ? { hasAcceptedLatestTerms: true }
              : { partnerExistsAndHasAcceptedLatestTerms: true }),
          };
        return terms;
      }
      return undefined;
    });
    const bodies = () =>
      rendered.calls
        .filter((request) => request.call === 'PUT /v2/me/terms')
        .map((request) => JSON.parse(request.body) as unknown);
    return { ...rendered, bodies };
  };

  it('names the tenant, and the owner accepts for the second member too', async () => {
    const { bodies } = openHousehold(household());
    const modal = await screen.findByRole('dialog', {
      name: "Agreement to Willow's Terms of Service & Privacy Notice",
    });
    expect(
      within(modal).getByText('As the account owner, you accept them for Sam too.'),
    ).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(
      within(modal).getByText('You must accept the Terms of Service & Privacy Notice to continue.'),
    ).toBeVisible();
    expect(bodies()).toEqual([]);

    await userEvent.click(within(modal).getByRole('checkbox', { name: /I accept the Terms/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: /Terms of Service & Privacy Notice/ }),
      ).not.toBeInTheDocument(),
    );
    expect(bodies()).toEqual([{ profileId: 'profile-2', version: 1 }]);
  });

  it('accepts for the owner, then the second member, when neither has', async () => {
    const { bodies } = openHousehold(household({ ownerAccepted: false }));
    const modal = await screen.findByRole('dialog', { name: /Terms of Service/ });
    await userEvent.click(within(modal).getByRole('checkbox', { name: /I accept the Terms/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(bodies()).toEqual([
        { profileId: 'profile-1', version: 1 },
        { profileId: 'profile-2', version: 1 },
      ]),
    );
  });

  it('discloses the referring partner and shares the owner’s details with it only when asked', async () => {
    document.cookie = 'partner_org_id=org-harbor-food-bank; path=/';
    const { bodies } = openHousehold(household({ ownerAccepted: false, spouseAccepted: true }));
    const modal = await screen.findByRole('dialog', { name: /Terms of Service/ });
    expect(
      await within(modal).findByText(
        /^Willow is offered to you in partnership with Harbor Food Bank\./,
      ),
    ).toBeVisible();
    const share = within(modal).getByRole('checkbox', {
      name: 'Share my name and contact details with Harbor Food Bank',
    });
    expect(share).not.toBeChecked();
    await userEvent.click(share);
    await userEvent.click(within(modal).getByRole('checkbox', { name: /I accept the Terms/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(bodies()).toEqual([
        { profileId: 'profile-1', version: 1, shareInfoWithOrgId: 'org-harbor-food-bank' },
      ]),
    );
  });

  it('sends no partner without the partner cookie', async () => {
    const { bodies } = openHousehold(household({ ownerAccepted: false, spouseAccepted: true }));
    const modal = await screen.findByRole('dialog', { name: /Terms of Service/ });
    expect(within(modal).queryByText(/in partnership with/)).not.toBeInTheDocument();
    expect(within(modal).queryByRole('checkbox', { name: /Share my name/ })).toBeNull();
    await userEvent.click(within(modal).getByRole('checkbox', { name: /I accept the Terms/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodies()).toEqual([{ profileId: 'profile-1', version: 1 }]));
  });

  it('stays open with the error until closed when the acceptance fails', async () => {
    openHousehold(household(), {
      status: 409,
      body: { error: { code: 'REQUEST.STALE_WRITE', message: 'Stale' } },
    });
    const modal = await screen.findByRole('dialog', { name: /Terms of Service/ });
    await userEvent.click(within(modal).getByRole('checkbox', { name: /I accept the Terms/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('There was an error submitting your response. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /Terms of Service/ })).toBeInTheDocument();
  });
});
