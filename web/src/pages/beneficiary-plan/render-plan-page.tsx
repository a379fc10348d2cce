import { TENANT_CONFIGURATIONS, type SeededTenantId } from '@bequest/sdk/app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bequestKeys, BequestProvider } from '@bequest/sdk/react';
import { fakeBequest, type FakeAnswer, type FakeCall } from '../../test-setup/fake-bequest';
import { BeneficiaryPlanPage } from './BeneficiaryPlanPage';

/** A saved asset as the API answers it, with `fields` over an IRA at Vanguard. */
export const savedAsset = (fields: Record<string, unknown> = {}) => ({
  randId: 'asset-1',
  profileId: 'profile-1',
  nonProbatePlanId: 'plan-1',
  assetType: 'IRA',
  financialInstitution: 'VANGUARD',
  approximateValue: '250000',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

/** The plan as the API answers it. */
export const savedPlan = (fields: Record<string, unknown> = {}) => ({
  randId: 'plan-1',
  profileId: 'profile-1',
  hasPermissionToShareInfo: null,
  refOrgId: null,
  assets: [],
  isComplete: false,
  ...fields,
});

export const person = (name: string, allocationPercent: number, level = 'PRIMARY') => ({
  randId: `b-${name}`,
  level,
  allocationPercent,
  contact: { name },
});

/**
 * The Beneficiary Plan page of a signed-in person of `tenantId`, its SDK answering each call
 * with `answer` (a 404 when it gives nothing); the account page stands at /account.
 */
export const renderPlanPage = ({
  answer,
  tenantId = 'bequest',
  maritalStatus = 'SINGLE',
}: {
  readonly answer: (call: FakeCall) => FakeAnswer | undefined;
  readonly tenantId?: SeededTenantId;
  readonly maritalStatus?: string;
}) => {
  const calls: FakeCall[] = [];
  const client = fakeBequest((call) => answer(call) ?? { status: 404 }, calls);
  const queries = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queries.setQueryData(bequestKeys.tenant(), {
    tenantId,
    environment: 'production',
    configuration: TENANT_CONFIGURATIONS[tenantId],
  });
  queries.setQueryData(bequestKeys.me(), { activeProfile: { maritalStatus } });
  render(
    <BequestProvider client={client}>
      <QueryClientProvider client={queries}>
        <MemoryRouter initialEntries={['/account/beneficiaries']}>
          <Routes>
            <Route path="/account/beneficiaries" element={<BeneficiaryPlanPage />} />
            <Route path="/account" element={<h1>Account page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </BequestProvider>,
  );
  return {
    /** The calls that changed something, with their bodies. */
    changes: () =>
      calls
        .filter(({ call }) => !call.startsWith('GET'))
        .map(({ call, body }) => [call, body === '' ? null : JSON.parse(body)]),
  };
};
