import { DocumentSummarySchema, EstatePlanSchema } from '@bequest/sdk/app';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../../app/App';
import { routes } from '../../app/routes';
import { fakeBequest, type FakeCall } from '../../test-setup/fake-bequest';
import { tenantAnswer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

const TRUSTEES = '/rlt/nominees/trustees-and-executors/successor-trustees';
const EXECUTORS = '/rlt/nominees/trustees-and-executors/will-executors';

const trust = (lastSectionCompleted: string) => ({
  kind: 'RLT',
  version: 2,
  data: EstatePlanSchema.parse({ randId: 't1', planType: 'RLT', lastSectionCompleted }),
  summary: DocumentSummarySchema.parse({ randId: 't1' }),
});

/** The trust wizard at `path`, on the main brand with the setting as given; the calls it made. */
const openTrust = (path: string, combine: boolean, lastSectionCompleted = 'PETS') => {
  const calls: FakeCall[] = [];
  const client = fakeBequest((request) => {
    const [method, pathAndQuery] = request.call.split(' ');
    const route = `${method} ${pathAndQuery!.split('?')[0]}`;
    if (route === 'GET /v2/tenant')
      return tenantAnswer(
        'bequest',
        {},
        {
          productConfig: { combine_trustees_executors: combine },
        },
      );
    if (route === 'GET /v2/me') return { status: 200, body: texUser() };
    if (route === 'GET /v2/me/documents/rlt')
      return { status: 200, body: trust(lastSectionCompleted) };
    if (route === 'PATCH /v2/me/documents/rlt')
      return { status: 200, body: trust('WILL_EXECUTORS') };
    return { status: 404 };
  }, calls);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <App client={client}>
      <RouterProvider router={router} />
    </App>,
  );
  const saved = () =>
    calls
      .filter((call) => call.call.startsWith('PATCH /v2/me/documents/rlt'))
      .map(
        (call) =>
          JSON.parse(call.body) as { changes: Record<string, unknown>; completeSection: string },
      );
  return { router, saved };
};

const nameTheTrustee = async () => {
  await userEvent.type(screen.getByLabelText('First name'), 'Rosa');
  await userEvent.type(screen.getByLabelText('Last name'), 'Diaz');
  await userEvent.click(screen.getByRole('button', { name: /continue/i }));
};

/** combine_trustees_executors (documents.md 3.1, ADR 0030): one question for both roles. */
describe('the trust wizard with combine_trustees_executors', () => {
  it('on: asks once, names the trustees the executors too, and goes on to the distribution', async () => {
    const { router, saved } = openTrust(TRUSTEES, true);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Who should manage your trust and carry out your pour-over will?',
      }),
    ).toBeVisible();
    await nameTheTrustee();
    await waitFor(() => expect(router.state.location.pathname).toBe('/rlt/residual-distribution'));
    const [save] = saved();
    expect(save?.completeSection).toBe('WILL_EXECUTORS');
    expect(save?.changes.successorTrustees).toEqual(save?.changes.executors);
    expect(save?.changes.executors).toEqual([
      expect.objectContaining({
        fullName: expect.objectContaining({ first: 'Rosa', last: 'Diaz' }),
      }),
    ]);
  });

  it('on: a link to the executors’ step opens the one question', async () => {
    const { router } = openTrust(EXECUTORS, true, 'SUCCESSOR');
    await waitFor(() => expect(router.state.location.pathname).toBe(TRUSTEES));
  });

  it('off (every seeded tenant): asks for the trustees alone, then the executors', async () => {
    const { router, saved } = openTrust(TRUSTEES, false);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Who should manage your trust after you?',
      }),
    ).toBeVisible();
    await nameTheTrustee();
    await waitFor(() => expect(router.state.location.pathname).toBe(EXECUTORS));
    const [save] = saved();
    expect(save?.completeSection).toBe('SUCCESSOR');
    expect(save?.changes).not.toHaveProperty('executors');
  });
});
