import { WILL_TO_TRUST_OFFER } from '@bequest/sdk/app';
import { screen, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';

const NO_WILL = { status: 404, body: { error: { code: 'REQUEST.NOT_FOUND', message: 'No' } } };

const renderWillStart = (state: string, willToRltForCalifornia: boolean) =>
  renderAppAt('/will/basics/personal/get-started', {
    'GET /v2/tenant': tenantAnswer('bequest', {}, { willToRltForCalifornia }),
    'GET /v2/me': {
      status: 200,
      body: texUser({ profile: texProfile({ administrativeArea: state }) }),
    },
    'GET /v2/me/documents/will': NO_WILL,
  });

describe('the will’s start offers a Californian a living trust (willToRltForCalifornia)', () => {
  it.each([
    ['CA', true, true],
    ['CA', false, false],
    ['TX', true, false],
  ])('in %s with the setting %s: offered %s', async (state, setting, offered) => {
    renderWillStart(state, setting);
    await screen.findByRole('heading', { level: 1, name: 'Let’s make your will' });
    const offer = screen.queryByRole('region', { name: WILL_TO_TRUST_OFFER.heading });
    if (offered)
      expect(
        within(offer!).getByRole('link', { name: WILL_TO_TRUST_OFFER.linkText }),
      ).toHaveAttribute('href', '/rlt');
    else expect(offer).toBeNull();
  });
});
