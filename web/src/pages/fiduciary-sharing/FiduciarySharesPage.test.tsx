import { DocumentSummarySchema, EstatePlanSchema } from '@bequest/sdk/app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';

const willView = {
  kind: 'WILL',
  version: 3,
  data: EstatePlanSchema.parse({
    randId: 'w1',
    planType: 'WILL',
    lastSectionCompleted: 'REVIEW',
    nominees: [
      {
        randId: 'executor-1',
        fullName: { first: 'Min', middle: '', last: 'Park' },
        email: 'min@example.com',
        role: 'Executor',
      },
    ],
  }),
  summary: DocumentSummarySchema.parse({ randId: 'w1', isComplete: true }),
};

const share = (status: 'active' | 'revoked') => ({
  id: 's1',
  kind: 'WILL',
  nomineeId: 'executor-1',
  nomineeName: 'Min Park',
  role: 'Executor',
  email: 'min@example.com',
  status,
  expiresAt: '2026-12-31T23:59:59.999Z',
  revokedAt: status === 'revoked' ? '2026-11-28T10:00:00.000Z' : null,
  createdAt: '2026-11-27T10:00:00.000Z',
  openings: ['2026-11-27T12:00:00.000Z'],
});

describe('Share your documents (issue 29)', () => {
  it('shares a finished will, names a refused day at its field, lists openings and revokes', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/fiduciary-shares',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: texUser() },
        'GET /v2/me/documents/will': { status: 200, body: willView },
        'GET /v2/me/fiduciary-shares': { status: 200, body: [share('active')] },
        'POST /v2/me/documents/will/fiduciary-shares': {
          status: 400,
          body: {
            error: {
              code: 'REQUEST.INVALID',
              message: 'Choose a day in the future.',
              fields: { expiresOn: 'Choose a day in the future.' },
            },
          },
        },
        'POST /v2/me/fiduciary-shares/s1/revocation': {
          status: 200,
          body: [share('revoked')],
        },
      },
      calls,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Share your documents' }),
    ).toBeVisible();
    const will = await screen.findByRole('region', { name: 'Will' });
    expect(within(will).getByLabelText('Share with')).toHaveDisplayValue('Min Park (Executor)');
    await userEvent.click(within(will).getByRole('button', { name: 'Share read-only' }));
    expect(await within(will).findByLabelText('Access ends on')).toHaveAccessibleDescription(
      'Choose a day in the future.',
    );
    expect(calls).toContain('POST /v2/me/documents/will/fiduciary-shares');

    const list = screen.getByRole('region', { name: 'Your shares' });
    expect(within(list).getByText(/Opened once/)).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke access for Min Park' }));
    expect(await within(list).findByText(/revoked on 11\/28\/2026/)).toBeVisible();
    expect(within(list).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});

describe('the account page’s way to sharing (issue 29)', () => {
  it('links to Share your documents once a will is finished', async () => {
    renderAppAt('/account', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': {
        status: 200,
        body: texUser({ profile: texProfile({ will: { randId: 'w1', isComplete: true } }) }),
      },
    });
    expect(
      await screen.findByRole('link', { name: 'Share your documents read-only' }),
    ).toHaveAttribute('href', '/fiduciary-shares');
  });
});
