import { useTenant } from '@bequest/sdk/react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { useProtectedOutcome } from '../../session/ProtectedRoute';
import { MAIN_BRAND_TENANT_ID } from '../../tenant/use-tenant';
import { BeneficiaryPlanPage } from '../beneficiary-plan/BeneficiaryPlanPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import {
  AssetStep,
  BeneficiaryLevelStep,
  ConfirmationPage,
  CharityStep,
  FinalizeStep,
  InstructionsPage,
  ShareInfoStep,
} from './AssetSteps';
import { CompleteProfileStep, TutorialStep } from './GetStartedSteps';
import { NpaFlowContext, useFlowPartner } from './npa-flow';
import { NpaResume } from './NpaResume';
import { PartnerEntryPage } from './PartnerEntryPage';
import { SummaryPage } from './SummaryPage';

type Params = Readonly<Record<string, string | undefined>>;

/** The flow's addresses (giving 2.1) and what each shows; all but the entry need a sign-in. */
const PAGES: readonly [string, (params: Params) => React.ReactNode][] = [
  ['/beneficiaries/:partnerUrl/report', () => <SummaryPage planId={null} />],
  ['/beneficiaries/:partnerUrl/give', () => <NpaResume />],
  [
    '/beneficiaries/:partnerUrl/:assetId/instructions',
    (p) => <InstructionsPage assetId={p.assetId!} />,
  ],
  [
    '/beneficiaries/:partnerUrl/:assetId/confirmation',
    (p) => <ConfirmationPage assetId={p.assetId!} />,
  ],
  ['/npa', () => <NpaResume />],
  ['/npa/get-started/tutorial', () => <TutorialStep />],
  ['/npa/get-started/complete-profile', () => <CompleteProfileStep />],
  ['/npa/:assetId/plan', (p) => <AssetStep key={p.assetId} assetId={p.assetId!} />],
  [
    '/npa/:assetId/plan/primary',
    (p) => <BeneficiaryLevelStep key={`${p.assetId}-p`} assetId={p.assetId!} level="PRIMARY" />,
  ],
  [
    '/npa/:assetId/plan/contingent',
    (p) => <BeneficiaryLevelStep key={`${p.assetId}-c`} assetId={p.assetId!} level="SECONDARY" />,
  ],
  ['/npa/:assetId/plan/share-info', (p) => <ShareInfoStep assetId={p.assetId!} />],
  ['/npa/:assetId/plan/finalize', (p) => <FinalizeStep assetId={p.assetId!} />],
  ['/npa/:assetId/plan/instructions', (p) => <InstructionsPage assetId={p.assetId!} />],
  ['/npa/:assetId/plan/confirmation', (p) => <ConfirmationPage assetId={p.assetId!} />],
  ['/npa/:assetId/charity', (p) => <CharityStep key={p.assetId} assetId={p.assetId!} />],
  ['/npa/:planId/summary', (p) => <SummaryPage planId={p.planId!} />],
];

const ENTRY = '/beneficiaries/:partnerUrl';

/** A signed-in page of the flow, or where the domain sends others (platform-core.md 2.14). */
const SignedIn = ({ children }: { readonly children: React.ReactNode }) => {
  const outcome = useProtectedOutcome();
  if (outcome.kind === 'loading') return <Loading />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return <>{children}</>;
};

const Flow = ({ pathname }: { readonly pathname: string }) => {
  const entry = matchPath(ENTRY, pathname);
  const partnerUrl =
    entry?.params.partnerUrl ??
    matchPath('/beneficiaries/:partnerUrl/*', pathname)?.params.partnerUrl ??
    null;
  const { partner, missing, pending } = useFlowPartner(partnerUrl);
  const tenant = useTenant().data!;
  const flow = { partner, mainBrand: tenant.tenantId === MAIN_BRAND_TENANT_ID };
  if (entry)
    return (
      <NpaFlowContext.Provider value={flow}>
        <PartnerEntryPage partnerUrl={partnerUrl!} missing={missing} pending={pending} />
      </NpaFlowContext.Provider>
    );
  for (const [pattern, render] of PAGES) {
    const match = matchPath(pattern, pathname);
    if (match)
      return (
        <NpaFlowContext.Provider value={flow}>
          <SignedIn>{render(match.params)}</SignedIn>
        </NpaFlowContext.Provider>
      );
  }
  return <NotFoundPage />;
};

/**
 * The partner-branded beneficiary flow (giving 2.1-2.4, issue 26): the partner's entry under
 * /beneficiaries/:partnerUrl and the /npa steps, where the tenant offers the Beneficiary Plan;
 * the not-found page elsewhere. /account/beneficiaries, in the same chunk, is the plan's page.
 */
const NpaPages = () => {
  const { pathname } = useLocation();
  const tenant = useTenant().data;
  if (pathname === '/account/beneficiaries') return <BeneficiaryPlanPage />;
  if (!tenant) return <Loading />;
  if (!tenant.configuration.beneficiaryPlan) return <NotFoundPage />;
  return <Flow pathname={pathname.replace(/\/+$/, '') || '/'} />;
};

export default NpaPages;
