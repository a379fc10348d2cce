import { DocumentSummarySchema, EstatePlanSchema } from '@bequest/sdk/app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texProfile, texUser } from '../../test-setup/signed-in-user';

const inVermont = texUser({ profile: texProfile({ administrativeArea: 'VT' }) });
const willView = (signing?: { status: string; signedOn: string | null }) => ({
  kind: 'WILL',
  version: 3,
  data: EstatePlanSchema.parse({ randId: 'w1', planType: 'WILL', lastSectionCompleted: 'REVIEW' }),
  summary: DocumentSummarySchema.parse({ randId: 'w1', isComplete: true, signing }),
});

const renderGuide = (
  calls: string[] = [],
  signing?: { status: string; signedOn: string },
  tenant = tenantAnswer(),
) =>
  renderAppAt(
    '/signing-guide/will',
    {
      'GET /v2/tenant': tenant,
      'GET /v2/me': { status: 200, body: inVermont },
      'GET /v2/me/documents/will': { status: 200, body: willView(signing) },
      'PUT /v2/me/documents/will/signing': {
        status: 200,
        body: willView({ status: 'SIGNED', signedOn: '2026-11-20' }),
      },
    },
    calls,
  );

describe('the signing guide page (issue 19)', () => {
  it('tells a Vermonter how to sign a will, with the law it follows', async () => {
    renderGuide();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to sign your will in Vermont' }),
    ).toBeVisible();
    const signing = screen.getByRole('region', { name: 'Signing it' });
    expect(within(signing).getByText(/Vermont accepts a self-proving affidavit/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'The law this guide follows' })).toHaveTextContent(
      '14 V.S.A.',
    );
    expect(
      screen.getByRole('button', { name: 'Download this guide as a one-page PDF' }),
    ).toBeVisible();
  });

  it('asks for both witnesses Vermont needs before marking the will signed', async () => {
    const calls: string[] = [];
    renderGuide(calls);
    await userEvent.type(await screen.findByLabelText('Date you signed'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Witness 1’s full name'), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as signed' }));
    expect(await screen.findByText(/needs 2 witnesses/)).toBeVisible();
    expect(screen.getByLabelText('Witness 2’s full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).not.toContain('PUT /v2/me/documents/will/signing');

    await userEvent.type(screen.getByLabelText('Witness 2’s full name'), 'Bo Diaz');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as signed' }));
    expect(
      await screen.findByText(
        /You signed your will on 11\/20\/2026; it is in effect from that day/,
      ),
    ).toBeVisible();
    expect(calls).toContain('PUT /v2/me/documents/will/signing');
  });

  it('says a will changed since it was signed must be signed again', async () => {
    renderGuide([], { status: 'CHANGED_SINCE_SIGNED', signedOn: '2026-10-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You changed your will after you signed it on 10/01/2026',
    );
  });

  it.each([
    ['an advisory firm with the disclaimer on', tenantAnswer('acme-wealth'), true],
    [
      'an advisory firm with it off',
      tenantAnswer(
        'acme-wealth',
        {},
        {
          instructionsOverrides: { showFreeWillSpecificHelp: false, disclaimer: false },
        },
      ),
      false,
    ],
    ['the main brand', tenantAnswer(), false],
  ])('shows the instructions disclaimer for %s only when it is on', async (_, tenant, shown) => {
    renderGuide([], undefined, tenant);
    await screen.findByRole('heading', { level: 1, name: 'How to sign your will in Vermont' });
    const notice = screen.queryByRole('region', { name: 'Not legal advice' });
    if (shown) expect(notice).toHaveTextContent('Neither Acme Wealth nor Bequest is a law firm');
    else expect(notice).toBeNull();
  });

  it.each([
    ['the main brand, with find-an-attorney on', tenantAnswer(), true],
    [
      'the main brand with it off',
      tenantAnswer('bequest', {}, { findAnAttorneyResources: false }),
      false,
    ],
    ['the partner brand, with it off', tenantAnswer('willow'), false],
  ])('points to lawyer referral services for %s only when it is on', async (_, tenant, shown) => {
    renderGuide([], undefined, tenant);
    await screen.findByRole('heading', { level: 1, name: 'How to sign your will in Vermont' });
    const resources = screen.queryByRole('region', { name: 'Find an attorney' });
    if (shown) {
      expect(resources).toHaveTextContent('a lawyer referral service in Vermont');
      expect(
        within(resources!).getByRole('link', { name: /Lawyer referral services by state/ }),
      ).toHaveAttribute('href', expect.stringContaining('americanbar.org'));
    } else expect(resources).toBeNull();
  });
});
