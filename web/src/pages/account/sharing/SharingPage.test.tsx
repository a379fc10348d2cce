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
        'GET /v2/profiles/profile-1/consent-ledger': { status: 200, body: [] },
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
      'GET /v2/profiles/profile-1/consent-ledger': { status: 200, body: [] },
    });
    expect(
      await screen.findByText('No nonprofit receives your contact details.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No nonprofit has received your information.'),
    ).toBeInTheDocument();
  });

  it('shows exactly what each nonprofit received and when, and each withdrawal (issue 26)', async () => {
    const shared = {
      id: 'evt_1',
      type: 'gift.shared',
      createdAt: '2026-12-28T10:00:00.000Z',
      data: {
        organizationId: 'org-harbor-food-bank',
        donor: {
          reference: 'donor_1',
          firstName: 'Tex',
          lastName: 'Ranger',
          email: 'tex@example.com',
          phone: null,
        },
        choice: { kind: 'will_bequest', detail: '10% of my estate' },
        consent: ['plan_opt_in'],
      },
    };
    renderAppAt('/sharing', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texUser() },
      'GET /v2/profiles/profile-1/consent-ledger': {
        status: 200,
        body: [
          {
            id: 'd-2',
            organizationId: 'org-river',
            nonprofitName: 'River Conservancy',
            type: 'consent.withdrawn',
            sent: false,
            sentAt: '2026-12-28T11:00:00.000Z',
            body: {
              id: 'evt_2',
              type: 'consent.withdrawn',
              createdAt: '2026-12-28T11:00:00.000Z',
              data: { organizationId: 'org-river', donor: { reference: 'donor_2' } },
            },
            summary: 'Donor donor_2 withdrew their consent: stop using their contact details.',
          },
          {
            id: 'd-1',
            organizationId: 'org-harbor-food-bank',
            nonprofitName: 'Harbor Food Bank',
            type: 'gift.shared',
            sent: true,
            sentAt: '2026-12-28T10:00:00.000Z',
            body: shared,
            summary: 'Tex Ranger <tex@example.com>: A gift in their will (10% of my estate).',
          },
        ],
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Harbor Food Bank: received your information' }),
    ).toBeInTheDocument();
    expect(screen.getByText('tex@example.com')).toBeInTheDocument();
    expect(screen.getByText('A gift in their will (10% of my estate).')).toBeInTheDocument();
    expect(
      screen.getByText('you said "Sure, let them know" in your Beneficiary Plan'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You withdrew your consent. River Conservancy had received nothing, so nothing was sent.',
      ),
    ).toBeInTheDocument();
    // Harbor received it through the plan's opt-in, not the list above: it can be stopped here.
    expect(
      screen.getByRole('button', { name: 'Stop sharing with Harbor Food Bank' }),
    ).toBeInTheDocument();
  });
});
