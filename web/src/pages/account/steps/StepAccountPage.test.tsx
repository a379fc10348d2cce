import { screen, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../../../test-setup/render-app';
import { texProfile, texUser } from '../../../test-setup/signed-in-user';

const owner = (records: Parameters<typeof texProfile>[0] = {}) =>
  texProfile({ tenantId: 'acme-wealth', estatePlanPackageType: 'will_based', ...records });
const partner = {
  ...texProfile({
    randId: 'profile-2',
    tenantId: 'acme-wealth',
    fullName: { first: 'Sam', middle: '', last: 'Rivera' },
    estatePlanPackageType: 'will_based',
  }),
};
const household = (ownerProfile: ReturnType<typeof owner>) => ({
  ...texUser({ profile: ownerProfile }),
  profiles: [partner, ownerProfile],
});

const renderStepPage = (
  user: object,
  configuration = { household: true },
  events: { status: number; body: unknown } = { status: 200, body: [] },
) =>
  renderAppAt('/account', {
    'GET /v2/tenant': tenantAnswer('acme-wealth', {}, configuration),
    'GET /v2/me': { status: 200, body: user },
    'GET /v2/me/package-events': events,
  });

describe('the white-labelled account page in household mode (platform-core.md 2.11, 4.11)', () => {
  it('greets "Owner & Second", sums both up in name order, and lists each member’s documents', async () => {
    renderStepPage(household(owner()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Tex & Sam!' })).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Household Details' }));
    expect(details.getAllByText(/Rivera$/).map((name) => name.textContent)).toEqual([
      'Sam Rivera',
      'Tex Rivera',
    ]);
    expect(details.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/household');
    expect(screen.getByText('You selected a will-based plan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Complete your documents/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Sam's documents" })).toBeInTheDocument();
    expect(screen.getByText('Account Owner')).toBeInTheDocument();
  });

  it('shows the attorney’s steps in place of steps 2 to 4 for an attorney-drafted plan', async () => {
    renderStepPage(household(owner({ clientProductType: 'attorney_drafted' })));
    expect(await screen.findByText('You selected an Attorney-drafted plan')).toBeInTheDocument();
    for (const [step, weeks] of [
      ['Attorney Matching', '1-2 weeks'],
      ['Attorney Drafting', '4-6 weeks'],
      ['Document Finalization', '1-2 weeks'],
    ]) {
      const section = screen.getByRole('region', { name: new RegExp(step!) });
      expect(within(section).getByText(weeks!)).toBeInTheDocument();
    }
    expect(
      screen.getByText('Payment to the law firm must be complete before the introductory meeting.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /Complete your documents/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Print and mail/i })).not.toBeInTheDocument();
  });

  it('keeps one person’s page as it was: their name, the edit button and choose-your-plan', async () => {
    renderStepPage(texUser({ profile: owner() }), { household: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Tex!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/choose-your-plan',
    );
  });

  it('warns in step 2 that documents already mailed will not show later changes', async () => {
    renderStepPage(
      texUser({ profile: owner() }),
      { household: false },
      {
        status: 200,
        body: [
          {
            eventType: 'REQUEST_PRINT_AND_MAIL',
            createdBy: 'profile-1',
            createdAt: '2026-10-02T15:00:00Z',
            packageDetails: {
              packageType: 'will_based',
              ahcdId: 'a',
              dfpoaId: 'd',
              estateId: 'w',
            },
          },
        ],
      },
    );
    expect(
      await screen.findByText(/You requested your documents by mail on 10\/02\/2026\./),
    ).toHaveTextContent('Changes you make now will not be in the copies we mailed.');
  });

  it('says so, until closed, when the steps’ events cannot be loaded', async () => {
    renderStepPage(
      texUser({ profile: owner() }),
      { household: false },
      { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
  });
});
