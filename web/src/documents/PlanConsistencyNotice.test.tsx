import { act, screen, waitFor, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { texProfile, texUser } from '../test-setup/signed-in-user';

// Tex's will leaves everything to Ana and names Sam as spouse; the profile now says single, and
// the IRA's designation still names Sam (issue 29).
const will = {
  randId: 'w1',
  planType: 'WILL',
  maritalStatus: 'MARRIED',
  spouse: { fullName: { first: 'Sam', middle: '', last: 'Rivera' } },
  residuaryBeneficiaries: [{ level: 'NUMBER_1', name: 'Ana Rivera', allocationPercent: 100 }],
};

const ira = {
  randId: 'asset-1',
  profileId: 'profile-1',
  nonProbatePlanId: 'plan-1',
  assetType: 'IRA',
  financialInstitution: 'VANGUARD',
  approximateValue: '250000',
  createdAt: '2026-03-01T10:00:00.000Z',
  beneficiaries: [
    { randId: 'b-sam', level: 'PRIMARY', allocationPercent: 100, contact: { name: 'Sam Rivera' } },
  ],
};

const tex = texProfile({
  maritalStatus: 'SINGLE',
  will: { randId: 'w1', isComplete: true, isValid: true },
  nonprobatePlans: [{ isComplete: false }],
});

const answers = (beneficiaries = ira.beneficiaries, household = false) => ({
  'GET /v2/tenant': tenantAnswer('bequest', {}, { household }),
  'GET /v2/me': {
    status: 200,
    body: household
      ? {
          ...texUser({ profile: tex }),
          partnerExistsAndHasAcceptedLatestTerms: true,
          profiles: [
            tex,
            texProfile({
              randId: 'profile-2',
              fullName: { first: 'Ana', middle: '', last: 'Rivera' },
            }),
          ],
        }
      : texUser({ profile: tex }),
  },
  'GET /v2/me/documents/will': {
    status: 200,
    body: {
      kind: 'WILL',
      version: 1,
      data: will,
      summary: { randId: 'w1', isComplete: true, isValid: true },
    },
  },
  'GET /v2/me/beneficiary-plan': {
    status: 200,
    body: {
      randId: 'plan-1',
      profileId: 'profile-1',
      hasPermissionToShareInfo: null,
      refOrgId: null,
      isComplete: false,
      assets: [{ ...ira, beneficiaries }],
    },
  },
});

const MESSAGE =
  'Your IRA at Vanguard names Sam Rivera as a beneficiary, but your profile says Sam Rivera is no longer your spouse.';

describe('where a beneficiary designation disagrees with the will (issue 29)', () => {
  it('says so on the account page, next to the will, with the fix and where to make it', async () => {
    renderAppAt('/account', answers());
    const notice = await screen.findByRole('region', {
      name: 'Your will and your beneficiary designations disagree',
    });
    expect(notice).toHaveTextContent(MESSAGE);
    expect(notice).toHaveTextContent(
      'What to do: Change the beneficiaries of your IRA at Vanguard with the institution, and update your will.',
    );
    expect(
      within(notice).getByRole('link', {
        name: 'Change the beneficiaries of your IRA at Vanguard',
      }),
    ).toHaveAttribute('href', '/account/beneficiaries#asset-asset-1');
    expect(within(notice).getByRole('link', { name: 'Review your will' })).toHaveAttribute(
      'href',
      '/will/review',
    );
    const willRow = screen.getByRole('rowheader', { name: 'Last Will & Testament' }).closest('tr')!;
    expect(
      within(willRow).getByRole('link', {
        name: '1 disagreement with your beneficiary designations',
      }),
    ).toHaveAttribute('href', '#plan-consistency-WILL');
  });

  it('says so in household mode, under the active member’s own documents only', async () => {
    renderAppAt('/account', answers(ira.beneficiaries, true));
    const owner = await screen.findByRole('region', { name: /Tex's documents/ });
    const notice = await within(owner).findByRole('region', {
      name: 'Your will and your beneficiary designations disagree',
    });
    expect(notice).toHaveTextContent(MESSAGE);
    expect(
      within(screen.getByRole('region', { name: "Ana's documents" })).queryByRole('region'),
    ).not.toBeInTheDocument();
  });

  it('says so on the beneficiary plan page, linking to the asset', async () => {
    renderAppAt('/account/beneficiaries', answers());
    const notice = await screen.findByRole('region', {
      name: 'Where your beneficiaries disagree with your will or trust',
    });
    expect(notice).toHaveTextContent(MESSAGE);
    expect(
      within(notice).getByRole('link', { name: 'Go to your IRA at Vanguard' }),
    ).toHaveAttribute('href', '#asset-asset-1');
  });

  it('says nothing when the designation follows the will', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/account/beneficiaries',
      answers([
        {
          randId: 'b-ana',
          level: 'PRIMARY',
          allocationPercent: 100,
          contact: { name: 'Ana Rivera' },
        },
      ]),
      calls,
    );
    expect(await screen.findByRole('heading', { name: 'Your assets' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('GET /v2/me/documents/will'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: /disagree/ })).not.toBeInTheDocument();
  });
});
