import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

/** A single owner's household, filled in and sent; get started answers as given. */
const submitHousehold = async (
  getStarted: { status: number; body: unknown },
  path = '/household',
) => {
  const router = renderAppAt(path, {
    'GET /v2/tenant': tenantAnswer('willow'),
    'GET /v2/me': signedOut,
    'POST /v2/auth/get-started': getStarted,
  });
  const owner = within(await screen.findByRole('region', { name: 'Account Owner Details' }));
  await userEvent.type(owner.getByLabelText('First name'), 'Rosa');
  await userEvent.type(owner.getByLabelText('Last name'), 'Diaz');
  await userEvent.type(owner.getByLabelText('Date of birth'), '04/02/1968');
  await userEvent.type(owner.getByLabelText('E-mail'), 'rosa@example.com');
  await userEvent.click(owner.getByRole('radio', { name: 'Single' }));
  await userEvent.type(owner.getByLabelText('Street address'), '12 Elm St');
  await userEvent.type(owner.getByLabelText('City'), 'Portland');
  await userEvent.selectOptions(owner.getByLabelText('State'), 'OR');
  await userEvent.type(owner.getByLabelText('ZIP code'), '97201');
  await userEvent.click(screen.getByRole('radio', { name: /^Self-directed/ }));
  await userEvent.click(screen.getByRole('radio', { name: 'Will-based plan' }));
  await userEvent.click(screen.getByLabelText(/I accept the Terms of Service/));
  await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
  return router;
};

describe('the household page’s refused start (platform-core.md 4.3, 4.9, 8)', () => {
  const refused = (status: number, code: string, message = 'User exists') => ({
    status,
    body: { error: { code, message } },
  });

  it('ends a start refused for an owner under 18 on its error route', async () => {
    const router = await submitHousehold(refused(422, 'PROFILE.UNDER_AGE', 'Refused'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You must be 18 or older' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/error-invalid-age');
  });

  it('goes on to the redirect route when one was given (4.9 step 5)', async () => {
    const router = await submitHousehold(
      {
        status: 200,
        body: {
          code: 208,
          token: 'token',
          user: texUser({ isRegistered: false, isLoggedIn: false }),
        },
      },
      '/household?redirect=%2Faccount%2Fhelp',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/help'));
  });

  it('says the fields the API refused on the form', async () => {
    await submitHousehold({
      status: 400,
      body: {
        error: {
          code: 'REQUEST.INVALID',
          message: 'Please enter your email, including the full domain name',
          fields: { email: 'Please enter your email, including the full domain name' },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter your email, including the full domain name',
    );
  });

  it('shows the generic error, until closed, for any other refusal (8)', async () => {
    await submitHousehold(refused(403, 'AUTH.START_NOT_ALLOWED', 'Starting is not open here.'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Unexpected error');
    expect(toast).toHaveTextContent(
      "Our system has encountered an unexpected error. We've taken note of this and are working to resolve it. Please try again later.",
    );
    expect(screen.queryByText('Starting is not open here.')).not.toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Unexpected error')).not.toBeInTheDocument();
  });
});

/** An owner whose household is saved with a will-based, self-directed plan. */
const savedOwner = texProfile({
  birthDate: '1968-04-02',
  address1: '12 Elm St',
  city: 'Portland',
  administrativeArea: 'OR',
  postalCode: '97201',
  maritalStatus: 'SINGLE',
  estatePlanPackageType: 'will_based',
  clientProductType: 'self_directed',
});

describe('changing the household’s plan (platform-core.md 4.12, 2.12)', () => {
  const saved = { ...texUser({ profile: savedOwner }), accountOwnerId: savedOwner.randId };

  const changeToTrust = async (calls: string[]) => {
    renderAppAt(
      '/household',
      {
        'GET /v2/tenant': tenantAnswer('willow'),
        'GET /v2/me': { status: 200, body: saved },
        'PUT /v2/household': { status: 200, body: saved },
      },
      calls,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Trust-based plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    return screen.findByRole('dialog', { name: 'Are you sure?' });
  };

  it('asks first, and "No, discard my change" keeps the plan as it was', async () => {
    const calls: string[] = [];
    const modal = await changeToTrust(calls);
    await userEvent.click(within(modal).getByRole('button', { name: 'No, discard my change' }));
    expect(screen.getByRole('radio', { name: 'Will-based plan' })).toBeChecked();
    expect(calls).not.toContain('PUT /v2/household');
  });

  it('"Yes, change my plan" saves the new plan', async () => {
    const calls: string[] = [];
    const modal = await changeToTrust(calls);
    await userEvent.click(within(modal).getByRole('button', { name: 'Yes, change my plan' }));
    await waitFor(() => expect(calls).toContain('PUT /v2/household'));
  });
});

describe('saving the saved household (platform-core.md 4.9, 8)', () => {
  it('shows the generic error, not the API’s words, when the save is refused', async () => {
    renderAppAt('/household', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': { status: 200, body: { ...texUser({ profile: savedOwner }) } },
      'PUT /v2/household': {
        status: 409,
        body: { error: { code: 'REQUEST.STALE_WRITE', message: 'Someone else changed this.' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
    expect(screen.queryByText('Someone else changed this.')).not.toBeInTheDocument();
  });
});

describe('the household’s plan cards (platform-core.md 1, 2.9)', () => {
  it('describe each plan with its guidance, and say the Beneficiary Plan comes with each', async () => {
    renderAppAt('/household', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': signedOut,
    });
    expect(
      await screen.findByRole('radio', { name: 'Trust-based plan' }),
    ).toHaveAccessibleDescription(
      'Trust-based plans suit higher net worth individuals (for example over $1 million net worth, homeowners, over $100,000 in non-retirement assets), more complex matters, and states with expensive or lengthy probate; estates generally above $1-2 million.',
    );
    expect(screen.getByRole('radio', { name: 'Will-based plan' })).toHaveAccessibleDescription(
      'Will-based plans suit smaller or simple estates (for example under $2 million net worth, no real estate, under $100,000 in non-retirement assets) and are subject to probate.',
    );
    expect(screen.getByRole('radio', { name: 'Incapacity-only plan' })).toHaveAccessibleDescription(
      /already have an up-to-date Will or Trust\.$/,
    );
    expect(
      screen.getByRole('group', { name: 'Which plan fits your household?' }),
    ).toHaveAccessibleDescription('An optional Beneficiary Plan is included with each plan.');
  });
});

describe('a one-letter first name (platform-core.md 5)', () => {
  const ownerSection = async () => {
    renderAppAt('/household', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': signedOut,
    });
    return within(await screen.findByRole('region', { name: 'Account Owner Details' }));
  };

  it('asks whether it is the full legal first name; "No" puts the person back in the field', async () => {
    const owner = await ownerSection();
    const first = owner.getByLabelText('First name');
    await userEvent.type(first, 'R');
    const answers = owner.getByRole('group', { name: 'Is R your full legal first name?' });
    expect(owner.getByRole('status')).toHaveTextContent('Is R your full legal first name?');
    expect(first).toHaveAccessibleDescription('Is R your full legal first name?');
    await userEvent.click(within(answers).getByRole('button', { name: 'No, edit the first name' }));
    expect(first).toHaveFocus();
    expect(owner.queryByRole('group', { name: /full legal first name/ })).not.toBeInTheDocument();
    await userEvent.type(first, 'osa');
    expect(owner.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides once accepted, and asks again for another letter', async () => {
    const owner = await ownerSection();
    const first = owner.getByLabelText('First name');
    await userEvent.type(first, 'J');
    await userEvent.click(owner.getByRole('button', { name: 'Yes, J is the full first name' }));
    expect(owner.queryByRole('group', { name: /full legal first name/ })).not.toBeInTheDocument();
    expect(owner.getByLabelText('Middle name (optional)')).toHaveFocus();
    expect(first).toHaveValue('J');
    await userEvent.clear(first);
    await userEvent.type(first, 'K');
    expect(owner.getByRole('group', { name: 'Is K your full legal first name?' })).toBeVisible();
  });
});
