import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { person, renderPlanPage, savedAsset, savedPlan } from './render-plan-page';

const harbor = {
  randId: 'b-harbor',
  level: 'SECONDARY',
  allocationPercent: 100,
  charitableGift: { organization: { legalName: 'Harbor Food Bank', ein: '12-3456789' } },
};

describe('the Beneficiary Plan page (giving-and-beneficiaries.md 2.2, 2.4, 4.4)', () => {
  it('shows each asset with where it stands, the badge, the summary to print and the opt-in', async () => {
    renderPlanPage({
      answer: ({ call }) =>
        call === 'GET /v2/me/beneficiary-plan'
          ? {
              body: savedPlan({
                hasPermissionToShareInfo: true,
                assets: [
                  savedAsset({
                    randId: 'a1',
                    nickname: 'Checking',
                    assetType: 'FINANCIAL_ACCOUNT',
                  }),
                  savedAsset({
                    randId: 'a2',
                    nickname: null,
                    financialInstitution: 'OTHER',
                    financialInstitutionOther: 'Harbor Credit Union',
                    beneficiaries: [person('Ana Li', 100), harbor],
                  }),
                  savedAsset({
                    randId: 'a3',
                    nickname: 'Term life',
                    assetType: 'LIFE_INSURANCE',
                    status: 'UPDATED',
                    statusUpdatedAt: '2026-05-04T12:00:00.000Z',
                    beneficiaries: [person('Ana Li', 100)],
                  }),
                ],
              }),
            }
          : undefined,
    });
    expect(await screen.findByText('1/3 of your assets are up to date')).toHaveClass('badge--red');
    expect(screen.getByRole('link', { name: /Print summary/ })).toHaveAttribute(
      'href',
      '/beneficiary-plan.pdf?download=true&completionType=print',
    );
    expect(screen.getByRole('link', { name: /Print summary/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'Sharing with nonprofits' })).toHaveTextContent(
      'You have agreed to share information about your gift...',
    );

    const checking = screen.getByRole('article', { name: 'Checking' });
    expect(within(checking).getByText('You still need to choose your beneficiaries')).toBeVisible();
    expect(
      within(checking).getByRole('button', { name: 'Choose beneficiaries' }),
    ).toHaveAccessibleDescription('Checking You still need to choose your beneficiaries');
    expect(within(checking).queryByText('Show/Hide beneficiaries')).not.toBeInTheDocument();

    const ira = screen.getByRole('article', { name: 'IRA (Traditional, Roth, SEP, SIMPLE, etc.)' });
    expect(
      within(ira)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'INSTITUTIONASSET TYPEAPPROX. VALUENICKNAME',
      'Harbor Credit UnionIRA (Traditional, Roth, SEP, SIMPLE, etc.)$250,000-',
      'PRIMARY BENEFICIARIESCONTINGENT BENEFICIARIES',
      '100% to Ana Li100% to Harbor Food Bank (EIN 12-3456789)',
    ]);
    expect(within(ira).getByText('Show/Hide beneficiaries')).toBeInTheDocument();
    expect(within(ira).getByText('You still need to update your institution')).toBeVisible();
    expect(within(ira).getByRole('button', { name: 'Update institution' })).toBeEnabled();

    const life = screen.getByRole('article', { name: 'Term life' });
    expect(within(life).getByText('Your last update was on May 4, 2026')).toBeVisible();
    expect(within(life).queryByRole('button', { name: 'Update institution' })).toBeNull();
  });

  it('on the main brand, says nonprofits can be beneficiaries too, then takes shares that total exactly 100% per level', async () => {
    let asset = savedAsset();
    const page = renderPlanPage({
      answer: ({ call, body }) => {
        if (call === 'GET /v2/me/beneficiary-plan') return { body: savedPlan({ assets: [asset] }) };
        if (call.startsWith('GET /v2/nonprofits?text=Harbor'))
          return {
            body: [{ id: 'org-harbor', name: 'Harbor Food Bank', location: null, isPartner: true }],
          };
        if (call === 'PUT /v2/me/beneficiary-plan/assets/asset-1/beneficiaries') {
          asset = savedAsset({ beneficiaries: JSON.parse(body).beneficiaries });
          return { body: { ...asset, nonProbatePlan: savedPlan() } };
        }
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose beneficiaries' }));
    const before = screen.getByRole('dialog', {
      name: 'Before you get started – Nonprofits can be beneficiaries too!',
    });
    await userEvent.click(within(before).getByRole('button', { name: 'Continue' }));
    const modal = screen.getByRole('dialog', { name: 'Choose beneficiaries' });
    expect(before).not.toBeInTheDocument();

    const primary = (index: number) =>
      within(modal).getByRole('group', { name: `Primary beneficiary ${index}` });
    await userEvent.type(within(primary(1)).getByLabelText('Full legal name'), 'Ana Li');
    await userEvent.type(within(primary(1)).getByLabelText('Share (%)'), '60');
    await userEvent.click(within(modal).getByRole('button', { name: 'Add a primary beneficiary' }));
    await userEvent.type(within(primary(2)).getByLabelText('Full legal name'), 'Ben Li');
    await userEvent.type(within(primary(2)).getByLabelText('Share (%)'), '30');
    expect(within(modal).getByText('Total: 90% of 100%')).toBeInTheDocument();
    expect(within(modal).queryByRole('group', { name: /^Contingent beneficiaries/ })).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(
      await within(modal).findByText(
        'The primary beneficiaries’ shares must add up to exactly 100%',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(within(primary(2)).getByLabelText('Share (%)'));
    await userEvent.type(within(primary(2)).getByLabelText('Share (%)'), '40');
    await userEvent.click(
      within(modal).getByRole('button', { name: 'Add a contingent beneficiary' }),
    );
    const contingent = within(modal).getByRole('group', { name: 'Contingent beneficiary 1' });
    await userEvent.click(within(contingent).getByLabelText('A charity'));
    await userEvent.type(within(contingent).getByLabelText('Charity’s name'), 'Harbor');
    expect(
      await within(contingent).findByRole('option', { hidden: true, name: 'Partner organization' }),
    ).toHaveValue('Harbor Food Bank');
    await userEvent.type(within(contingent).getByLabelText('Charity’s name'), ' Food Bank');
    await userEvent.type(within(contingent).getByLabelText('Share (%)'), '100');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    const card = await screen.findByRole('article', {
      name: 'IRA (Traditional, Roth, SEP, SIMPLE, etc.)',
    });
    expect(
      await within(card).findByText('You still need to update your institution'),
    ).toBeVisible();
    expect(within(card).getByRole('heading')).toHaveFocus();
    expect(page.changes()).toEqual([
      [
        'PUT /v2/me/beneficiary-plan/assets/asset-1/beneficiaries',
        {
          beneficiaries: [
            {
              randId: null,
              level: 'PRIMARY',
              allocationPercent: 60,
              type: null,
              contact: { name: 'Ana Li' },
              charitableGift: null,
            },
            {
              randId: null,
              level: 'PRIMARY',
              allocationPercent: 40,
              type: null,
              contact: { name: 'Ben Li' },
              charitableGift: null,
            },
            {
              randId: null,
              level: 'SECONDARY',
              allocationPercent: 100,
              type: null,
              contact: null,
              charitableGift: {
                customProgram: null,
                program: null,
                organization: {
                  legalName: 'Harbor Food Bank',
                  displayName: 'Harbor Food Bank',
                  ein: null,
                },
                giftIntent: null,
              },
            },
          ],
        },
      ],
    ]);
  });

  it('names the partner who referred the person before they choose', async () => {
    renderPlanPage({
      answer: ({ call }) => {
        if (call === 'GET /v2/me/beneficiary-plan')
          return { body: savedPlan({ refOrgId: 'org-harbor', assets: [savedAsset()] }) };
        if (
          call === 'GET /v2/partners/custom-url?product=nonprobate_plans&organizationId=org-harbor'
        )
          return {
            body: {
              urlName: 'harbor',
              randId: 'partner-harbor',
              organizationId: 'org-harbor',
              organization: { displayName: 'Harbor Food Bank' },
              customizations: { uriLogo: 'https://harbor.example/logo.png' },
            },
          };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose beneficiaries' }));
    const before = screen.getByRole('dialog', {
      name: 'Before you get started – Nonprofits can be beneficiaries too!',
    });
    expect(
      await within(before).findByText('would be grateful to be remembered in your plan.', {
        exact: false,
      }),
    ).toHaveTextContent('Harbor Food Bank would be grateful to be remembered in your plan.');
    expect(before.querySelector('img')).toHaveAttribute('src', 'https://harbor.example/logo.png');
  });

  it('elsewhere opens the beneficiaries at once, and shows the API’s refusal keeping the shares', async () => {
    renderPlanPage({
      tenantId: 'willow',
      answer: ({ call }) => {
        if (call === 'GET /v2/me/beneficiary-plan')
          return {
            body: savedPlan({ assets: [savedAsset({ beneficiaries: [person('Ana Li', 100)] })] }),
          };
        if (call.startsWith('PUT'))
          return {
            status: 409,
            body: {
              error: { code: 'REQUEST.STALE_WRITE', message: 'Someone else changed this plan.' },
            },
          };
      },
    });
    await userEvent.click(await screen.findByText('Show/Hide beneficiaries'));
    await userEvent.click(screen.getByRole('button', { name: 'Edit beneficiary information' }));
    const modal = screen.getByRole('dialog', { name: 'Edit beneficiary information' });
    expect(within(modal).getByLabelText('Full legal name')).toHaveValue('Ana Li');
    await userEvent.clear(within(modal).getByLabelText('Full legal name'));
    await userEvent.type(within(modal).getByLabelText('Full legal name'), 'Ana María Li');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Someone else changed this plan.',
    );
    expect(within(modal).getByLabelText('Full legal name')).toHaveValue('Ana María Li');
  });

  it('marks an asset up to date, then asks the opt-in that was never answered', async () => {
    let plan = savedPlan({ assets: [savedAsset({ beneficiaries: [person('Ana Li', 100)] })] });
    const page = renderPlanPage({
      answer: ({ call, body }) => {
        if (call === 'GET /v2/me/beneficiary-plan') return { body: plan };
        if (call === 'POST /v2/me/beneficiary-plan/assets/asset-1/finalization') {
          const asset = savedAsset({
            beneficiaries: [person('Ana Li', 100)],
            status: 'UPDATED',
            statusUpdatedAt: '2026-06-01T09:00:00.000Z',
          });
          plan = savedPlan({ assets: [asset] });
          return { body: { ...asset, nonProbatePlan: savedPlan() } };
        }
        if (call === 'PATCH /v2/me/beneficiary-plan') {
          plan = { ...plan, ...JSON.parse(body) };
          return { body: plan };
        }
      },
    });
    expect(
      await screen.findByText(
        'You have not said yet whether the nonprofits you name may know who you are.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update institution' }));
    const update = screen.getByRole('dialog', { name: 'Update your institution' });
    expect(update).toHaveTextContent('Primary: 100% to Ana Li');
    await userEvent.click(within(update).getByRole('button', { name: 'Mark as up to date' }));

    const optIn = await screen.findByRole('dialog', { name: 'Opt-in preferences' });
    await userEvent.click(within(optIn).getByRole('button', { name: 'Save' }));
    expect(
      await within(optIn).findByText('Please select a response to continue.'),
    ).toBeInTheDocument();
    await userEvent.click(within(optIn).getByLabelText('No, I do not consent'));
    await userEvent.click(within(optIn).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You have opted to withhold gift information...'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your last update was on June 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('1/1 of your assets are up to date')).toHaveClass('badge--green');
    expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
    expect(page.changes()).toEqual([
      ['POST /v2/me/beneficiary-plan/assets/asset-1/finalization', null],
      ['PATCH /v2/me/beneficiary-plan', { hasPermissionToShareInfo: false }],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Change preferences' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Opt-in preferences' })).getByLabelText(
        'No, I do not consent',
      ),
    ).toBeChecked();
  });

  it('is not offered where the tenant has no Beneficiary Plan', async () => {
    renderPlanPage({ tenantId: 'acme-wealth', answer: () => undefined });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });
});
