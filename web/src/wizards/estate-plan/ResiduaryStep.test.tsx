import { EstatePlanSchema } from '@bequest/sdk/app';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { Providers } from '../../test-setup/providers';
import type { EstatePlanWizardContext } from './estate-plan-context';
import { ResiduaryStep } from './ResiduaryStep';

const renderStep = (path: string, residuaryBeneficiaries: unknown[] = []) => {
  const context = {
    plan: EstatePlanSchema.parse({ randId: 'p1', planType: 'WILL', residuaryBeneficiaries }),
    step: { kind: 'residuary', question: 'Who should inherit your estate?' },
    backTo: null,
    saveStep: jest.fn(async () => null),
  } as unknown as EstatePlanWizardContext;
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Outlet context={context} />}>
            <Route path="/will/residual-distribution" element={<ResiduaryStep />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
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
