import { screen, waitFor, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { texProfile, texUser } from '../test-setup/signed-in-user';

const harbor = (isCaCompliant: boolean) => ({
  status: 200,
  body: {
    urlName: 'harbor-food-bank',
    randId: 'partner-harbor-food-bank',
    organizationId: 'org-harbor-food-bank',
    organization: { displayName: 'Harbor Food Bank Inc.' },
    orgDisplayName: 'Harbor Food Bank',
    isCaCompliant,
    customizations: { uriLogo: '/harbor.svg' },
  },
});
const living = (administrativeArea: string) => ({
  status: 200,
  body: texUser({ profile: texProfile({ administrativeArea }) }),
});

describe('the referring partner beside our brand (platform-core.md 4.16, 6)', () => {
  const header = () => screen.findByRole('banner');
  beforeEach(() => {
    document.cookie = 'partner_org_id=org-harbor-food-bank; path=/';
  });
  afterEach(() => {
    document.cookie = 'partner_org_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shows the partner the cookie names', async () => {
    renderAppAt('/faq', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/partners/custom-url': harbor(false),
    });
    expect(
      await within(await header()).findByText('In partnership with Harbor Food Bank'),
    ).toBeInTheDocument();
  });

  it('shows none without the cookie', async () => {
    document.cookie = 'partner_org_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const calls: string[] = [];
    renderAppAt(
      '/faq',
      { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/partners/custom-url': harbor(true) },
      calls,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/In partnership with/)).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /v2/partners/custom-url');
  });

  it.each([
    ['CA', false, true, false],
    ['CA', true, true, true],
    ['CA', false, false, true],
    ['OR', false, true, true],
  ])(
    'for a profile in %s, partner California-compliant %s, CA compliance %s: shown %s',
    async (state, compliant, caCompliance, shown) => {
      const calls: string[] = [];
      renderAppAt(
        '/faq',
        {
          'GET /v2/tenant': tenantAnswer('bequest', { FW_CA_COMPLIANCE: caCompliance }),
          'GET /v2/me': living(state),
          'GET /v2/partners/custom-url': harbor(compliant),
        },
        calls,
      );
      const banner = await header();
      await within(banner).findByRole('button', { name: 'My account' });
      if (shown)
        return expect(
          await within(banner).findByText('In partnership with Harbor Food Bank'),
        ).toBeInTheDocument();
      await waitFor(() => expect(calls).toContain('GET /v2/partners/custom-url'));
      // The partner's answer has had its turn: the customization stays withheld.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(within(banner).queryByText(/In partnership with/)).not.toBeInTheDocument();
    },
  );
});
