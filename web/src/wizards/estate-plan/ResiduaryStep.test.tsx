import { CHARITABLE_GIFT_PROMPTS, EstatePlanSchema, type SeededTenantId } from '@bequest/sdk/app';
import { BequestProvider } from '@bequest/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { fakeBequest } from '../../test-setup/fake-bequest';
import { tenantAnswer } from '../../test-setup/render-app';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { Providers } from '../../test-setup/providers';
import type { EstatePlanWizardContext } from './estate-plan-context';
import { ResiduaryStep } from './ResiduaryStep';

/** The providers with the SDK answering the tenant's configuration. */
const TenantProviders = (tenant: SeededTenantId) =>
  function WithTenant({ children }: { readonly children: ReactNode }) {
    const [client] = useState(() =>
      fakeBequest(({ call }) =>
        call === 'GET /v2/tenant' ? tenantAnswer(tenant) : { status: 404 },
      ),
    );
    const [queryClient] = useState(() => new QueryClient());
    return (
      <BequestProvider client={client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </BequestProvider>
    );
  };

const renderStep = (
  path: string,
  residuaryBeneficiaries: unknown[] = [],
  Wrapper: (props: { readonly children: ReactNode }) => ReactNode = Providers,
) => {
  const context = {
    plan: EstatePlanSchema.parse({ randId: 'p1', planType: 'WILL', residuaryBeneficiaries }),
    step: { kind: 'residuary', question: 'Who should inherit your estate?' },
    backTo: null,
    saveStep: jest.fn(async () => null),
  } as unknown as EstatePlanWizardContext;
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Outlet context={context} />}>
            <Route path="/will/residual-distribution" element={<ResiduaryStep />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
};

const charityNames = () =>
  screen.queryAllByLabelText('Charity’s name').map((input) => (input as HTMLInputElement).value);

describe('a charity a gift page offers to add to the will (giving 2.6 legacy step)', () => {
  it('is a share of the residuary, its percentage left to the person', () => {
    renderStep('/will/residual-distribution?charity=SAN%20FRANCISCO%20FOOD%20BANK');
    expect(charityNames()).toEqual(['SAN FRANCISCO FOOD BANK']);
  });

  it('is not added twice', () => {
    renderStep('/will/residual-distribution?charity=SAN%20FRANCISCO%20FOOD%20BANK', [
      {
        level: 'NUMBER_1',
        name: 'SAN FRANCISCO FOOD BANK',
        charitableGiftId: 'ein:94-1156365',
        allocationPercent: 10,
      },
    ]);
    expect(charityNames()).toEqual(['SAN FRANCISCO FOOD BANK']);
  });

  it('is not offered without one', () => {
    renderStep('/will/residual-distribution');
    expect(charityNames()).toEqual([]);
  });
});

describe('the invitation to leave a charity a share, in the tenant’s charityTone', () => {
  it.each([
    ['bequest', 'default'],
    ['willow', 'moderate'],
    ['acme-wealth', 'soft'],
  ] as const)('%s asks in its %s tone, and in no other', async (tenant, tone) => {
    renderStep('/will/residual-distribution', [], TenantProviders(tenant));
    await userEvent.click(screen.getByRole('button', { name: 'Help me with this question' }));
    expect(await screen.findByText(new RegExp(CHARITABLE_GIFT_PROMPTS[tone]))).toBeVisible();
    for (const other of Object.values(CHARITABLE_GIFT_PROMPTS).filter(
      (prompt) => prompt !== CHARITABLE_GIFT_PROMPTS[tone],
    ))
      expect(screen.queryByText(new RegExp(other))).toBeNull();
  });
});
