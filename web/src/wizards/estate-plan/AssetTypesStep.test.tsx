import {
  EstatePlanSchema,
  RETIREMENT_ACCOUNT_TRUST_WARNING,
  type PlanType,
} from '@bequest/sdk/app';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { AssetTypesStep } from './AssetTypesStep';
import type { EstatePlanWizardContext } from './estate-plan-context';
import { Providers } from '../../test-setup/providers';

const renderStep = (planType: PlanType) => {
  const context = {
    plan: EstatePlanSchema.parse({ randId: 'p1', planType }),
    step: { kind: 'funding', question: 'What will you put in your trust?' },
    backTo: null,
    saveStep: jest.fn(async () => null),
  } as unknown as EstatePlanWizardContext;
  render(
    <Providers>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={context} />}>
            <Route index element={<AssetTypesStep />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
};

describe('the trust’s asset list warns against retitling a retirement account (issue 18)', () => {
  it('warns once retirement accounts are checked for a trust', async () => {
    renderStep('RLT');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /retirement/i }));
    expect(screen.getByRole('note')).toHaveTextContent(RETIREMENT_ACCOUNT_TRUST_WARNING);
  });

  it('says nothing of it for a will', async () => {
    renderStep('WILL');
    await userEvent.click(screen.getByRole('checkbox', { name: /retirement/i }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
