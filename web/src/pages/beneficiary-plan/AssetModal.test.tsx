import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPlanPage, savedAsset, savedPlan } from './render-plan-page';

const addAsset = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add an asset' }));
  return screen.getByRole('dialog', { name: 'Add a non-probate asset' });
};

describe('the asset modal (giving-and-beneficiaries.md 2.3, 4.3, 5.1)', () => {
  afterEach(() => {
    document.cookie = 'partner_org_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('names what is missing after Save, asks the questions the type needs and adds the asset', async () => {
    document.cookie = 'partner_org_id=org-harbor; path=/';
    let plan: object | null = null;
    const page = renderPlanPage({
      answer: ({ call }) => {
        if (call === 'GET /v2/me/beneficiary-plan') return plan ? { body: plan } : undefined;
        if (call === 'POST /v2/me/beneficiary-plan/assets') {
          plan = savedPlan({ assets: [savedAsset({ nickname: 'Rollover IRA' })] });
          return { body: { ...savedAsset(), nonProbatePlan: savedPlan() } };
        }
      },
    });
    expect(await screen.findByText(/You have not listed any assets yet/)).toBeInTheDocument();
    expect(document.title).toBe('Beneficiary Plan | Assets | Beneficiary Plan');
    const modal = await addAsset();
    const type = within(modal).getByLabelText('What type of non-probate asset is this?');
    expect(type).toHaveAccessibleDescription(
      'Please do not list assets such as specific items of property or real estate.',
    );

    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Please check that all required fields are filled out correctly. You may need to scroll down.',
    );
    expect(type).toHaveAccessibleDescription(/Please choose a non-probate asset type/);
    expect(
      within(modal).getByLabelText('What institution currently manages this asset?'),
    ).toHaveAccessibleDescription('Please name a financial institution');
    expect(within(modal).getByLabelText('Approximate current value')).toHaveAccessibleDescription(
      /Please select an approximate current value range/,
    );

    await userEvent.selectOptions(type, 'Retirement account');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Please choose a retirement account type')).toBeVisible();
    await userEvent.selectOptions(
      within(modal).getByLabelText('Account Type'),
      'IRA (Traditional, Roth, SEP, SIMPLE, etc.)',
    );
    expect(within(modal).queryByRole('group', { name: 'Owned by' })).not.toBeInTheDocument();
    await userEvent.selectOptions(
      within(modal).getByLabelText('What institution currently manages this asset?'),
      'Other',
    );
    await userEvent.type(
      within(modal).getByLabelText('Please enter the name of your institution'),
      'Harbor Credit Union',
    );
    const value = within(modal).getByLabelText('Approximate current value');
    await userEvent.type(value, '250a000');
    await userEvent.tab();
    expect(value).toHaveValue('$250,000');
    await userEvent.type(within(modal).getByLabelText('Asset nickname'), 'Rollover IRA');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('article', { name: 'Rollover IRA' })).toBeInTheDocument();
    expect(modal).not.toBeInTheDocument();
    expect(page.changes()).toEqual([
      [
        'POST /v2/me/beneficiary-plan/assets',
        {
          assetType: 'RETIREMENT_ACCOUNT',
          retirementSubType: 'IRA',
          description: '',
          financialInstitution: 'OTHER',
          financialInstitutionOther: 'Harbor Credit Union',
          approximateValue: '$250,000',
          owner: null,
          hasPayableOnDeathDesignation: null,
          nickname: 'Rollover IRA',
          refOrgId: 'org-harbor',
        },
      ],
    ]);
  });

  it('keeps Save off while the account belongs in the will, and clears answers a new type does not ask', async () => {
    renderPlanPage({ answer: () => undefined, maritalStatus: 'MARRIED' });
    const modal = await addAsset();
    await userEvent.selectOptions(
      within(modal).getByLabelText('What type of non-probate asset is this?'),
      'Financial account',
    );
    expect(within(modal).getByLabelText('Account description')).toBeInTheDocument();
    expect(within(modal).getByRole('status')).toHaveTextContent(
      /^This account will be distributed based on your wishes stated in your will/,
    );
    expect(within(modal).getByRole('link', { name: 'Go to your Asset List' })).toHaveAttribute(
      'href',
      '/will/assets/options',
    );
    const save = within(modal).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const owner = within(modal).getByRole('group', { name: 'Owned by' });
    expect(
      within(owner)
        .getAllByRole('radio')
        .map((radio) => radio.nextSibling?.textContent),
    ).toEqual(['Just me', 'Me and my Spouse', 'Me and someone else']);
    await userEvent.click(within(owner).getByLabelText('Just me'));
    await userEvent.click(
      within(modal).getByLabelText('Yes, this account allows me to select beneficiaries'),
    );
    expect(save).toBeEnabled();
    expect(within(modal).getByRole('status')).toBeEmptyDOMElement();

    await userEvent.selectOptions(
      within(modal).getByLabelText('What type of non-probate asset is this?'),
      'Life insurance',
    );
    expect(within(modal).queryByRole('group', { name: 'Owned by' })).not.toBeInTheDocument();
    await userEvent.selectOptions(
      within(modal).getByLabelText('What type of non-probate asset is this?'),
      'Financial account',
    );
    expect(within(modal).getByLabelText('Just me')).not.toBeChecked();
    expect(
      within(modal).getByLabelText('Yes, this account allows me to select beneficiaries'),
    ).not.toBeChecked();
    expect(save).toBeDisabled();
  });

  it('explains a payable on death designation in its own modal', async () => {
    renderPlanPage({ answer: () => undefined });
    const modal = await addAsset();
    await userEvent.selectOptions(
      within(modal).getByLabelText('What type of non-probate asset is this?'),
      'Brokerage account',
    );
    await userEvent.click(
      within(modal).getByRole('button', { name: 'What is a payable on death (POD)?' }),
    );
    const help = screen.getByRole('dialog', { name: 'What is a payable on death (POD)?' });
    expect(help).toHaveTextContent(/names who receives an account when you die/);
    await userEvent.click(within(help).getByRole('button', { name: 'Close' }));
    expect(help).not.toBeInTheDocument();
    expect(modal).toBeInTheDocument();
  });

  it('shows the API’s refusal by the fields it names and keeps what was typed', async () => {
    const asset = savedAsset({ assetType: 'LIFE_INSURANCE', nickname: 'Term life' });
    const page = renderPlanPage({
      answer: ({ call }) => {
        if (call === 'GET /v2/me/beneficiary-plan') return { body: savedPlan({ assets: [asset] }) };
        if (call === 'PUT /v2/me/beneficiary-plan/assets/asset-1')
          return {
            status: 400,
            body: {
              error: {
                code: 'REQUEST.INVALID',
                message: 'Asset not valid',
                fields: {
                  approximateValue: 'Please enter an amount no greater than $99,999,999,999,999.98',
                },
              },
            },
          };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit asset details' }));
    const modal = screen.getByRole('dialog', { name: 'Edit non-probate asset' });
    expect(within(modal).getByLabelText('Approximate current value')).toHaveValue('$250,000');
    await userEvent.clear(within(modal).getByLabelText('Asset nickname'));
    await userEvent.type(within(modal).getByLabelText('Asset nickname'), 'Group life');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent('Asset not valid');
    expect(within(modal).getByLabelText('Approximate current value')).toHaveAccessibleDescription(
      /no greater than/,
    );
    expect(within(modal).getByLabelText('Asset nickname')).toHaveValue('Group life');
    expect(modal).toBeInTheDocument();
    expect(page.changes()).toHaveLength(1);
  });

  it('asks before deleting an asset, and goes back to the form when the person changes their mind', async () => {
    let plan = savedPlan({ assets: [savedAsset({ nickname: 'Old IRA' })] });
    const page = renderPlanPage({
      answer: ({ call }) => {
        if (call === 'GET /v2/me/beneficiary-plan') return { body: plan };
        if (call === 'DELETE /v2/me/beneficiary-plan/assets/asset-1') {
          plan = savedPlan();
          return { body: plan };
        }
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit asset details' }));
    const modal = screen.getByRole('dialog', { name: 'Edit non-probate asset' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete asset' }));
    expect(within(modal).getByText('Are you sure you want to delete this item?')).toHaveFocus();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(within(modal).getByLabelText('Asset nickname')).toHaveValue('Old IRA');

    await userEvent.click(within(modal).getByRole('button', { name: 'Delete asset' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete asset' }));
    expect(await screen.findByText(/You have not listed any assets yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Beneficiary Plan' })).toHaveFocus();
    expect(page.changes()).toEqual([['DELETE /v2/me/beneficiary-plan/assets/asset-1', null]]);
  });
});
