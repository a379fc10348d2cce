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
  it.each([
    ['AUTH.USER_EXISTS', 'You already have an account'],
    ['PROFILE.UNDER_AGE', 'You must be 18 or older'],
  ])('ends a start refused with %s on its error route', async (code, heading) => {
    await submitHousehold({ status: 409, body: { error: { code, message: 'Refused' } } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
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

  it('says any other refusal on the form', async () => {
    await submitHousehold({
      status: 403,
      body: { error: { code: 'AUTH.START_NOT_ALLOWED', message: 'Starting is not open here.' } },
    });
    expect(await screen.findByText('Starting is not open here.')).toBeVisible();
  });
});

describe('changing the household’s plan (platform-core.md 4.12, 2.12)', () => {
  const owner = texProfile({
    birthDate: '1968-04-02',
    address1: '12 Elm St',
    city: 'Portland',
    administrativeArea: 'OR',
    postalCode: '97201',
    maritalStatus: 'SINGLE',
    estatePlanPackageType: 'will_based',
    clientProductType: 'self_directed',
  });
  const saved = { ...texUser({ profile: owner }), accountOwnerId: owner.randId };

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
