import { screen, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';

const renderChooseYourPlan = (tenantId: 'acme-wealth' | 'benefitco') =>
  renderAppAt('/choose-your-plan', {
    'GET /v2/tenant': tenantAnswer(tenantId),
    'GET /v2/me': { status: 200, body: texUser({ profile: texProfile({ tenantId }) }) },
  });

const journey = async () =>
  within(await screen.findByRole('list', { name: /Here is how it works/ }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('the choose-your-plan page lists the journey in section 1’s words (platform-core.md 1, 2.10)', () => {
  it('has four steps, the 30-minute strategist call third, where the tenant offers the call', async () => {
    renderChooseYourPlan('acme-wealth');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Estate Planning Experience' }),
    ).toBeVisible();
    expect(screen.getByText(/Acme Wealth offers you a complete estate plan/)).toBeVisible();
    expect(await journey()).toEqual([
      'Choose a plan.',
      'Design and complete the documents.',
      'Optionally review the documents on a 30-minute call with an Estate Planning Strategist. The call gives no legal advice.',
      'Have the documents printed and mailed for signing.',
    ]);
  });

  it('leaves the call out where the strategist call is off', async () => {
    renderChooseYourPlan('benefitco');
    expect(await journey()).toEqual([
      'Choose a plan.',
      'Design and complete the documents.',
      'Have the documents printed and mailed for signing.',
    ]);
  });
});
