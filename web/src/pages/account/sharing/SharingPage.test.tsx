import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../../test-setup/render-app';
import { texProfile, texUser } from '../../../test-setup/signed-in-user';

const sharing = texProfile({
  orgsAllowedToGetContactDetails: ['org-harbor-food-bank'],
});

describe('sharing with nonprofits (platform-core.md 2.7, giving 4.7)', () => {
  it('names each nonprofit that may contact the person, and stops one on request', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/sharing',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: texUser({ profile: sharing }) },
        'GET /v2/partners/custom-url': {
          status: 200,
          body: {
            urlName: 'harbor-food-bank',
            randId: 'partner-harbor',
            organizationId: 'org-harbor-food-bank',
            organization: { displayName: 'Harbor Food Bank' },
          },
        },
        'DELETE /v2/profiles/profile-1/contact-sharing/org-harbor-food-bank': {
          status: 200,
          body: { ...sharing, orgsAllowedToGetContactDetails: [] },
        },
      },
      calls,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Stop sharing with Harbor Food Bank' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Harbor Food Bank will no longer receive your contact details.',
    );
    expect(calls).toContain('DELETE /v2/profiles/profile-1/contact-sharing/org-harbor-food-bank');
  });

  it('says when no nonprofit receives them', async () => {
    renderAppAt('/sharing', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texUser() },
    });
    expect(
      await screen.findByText('No nonprofit receives your contact details.'),
    ).toBeInTheDocument();
  });
});
