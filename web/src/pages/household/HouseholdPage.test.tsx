import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

/** A single owner's household, filled in and sent; get started answers as given. */
const submitHousehold = async (getStarted: { status: number; body: unknown }) => {
  renderAppAt('/household', {
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
};

describe('the household page’s refused start (platform-core.md 4.3, 4.9, 8)', () => {
  it.each([
    ['AUTH.USER_EXISTS', 'You already have an account'],
    ['PROFILE.UNDER_AGE', 'You must be 18 or older'],
  ])('ends a start refused with %s on its error route', async (code, heading) => {
    await submitHousehold({ status: 409, body: { error: { code, message: 'Refused' } } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('says any other refusal on the form', async () => {
    await submitHousehold({
      status: 403,
      body: { error: { code: 'AUTH.START_NOT_ALLOWED', message: 'Starting is not open here.' } },
    });
    expect(await screen.findByText('Starting is not open here.')).toBeVisible();
  });
});
