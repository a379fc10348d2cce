import {
  ASSET_SUMMARY_COLUMNS,
  assetSummaryRow,
  BENEFICIARY_SUMMARY_COLUMNS,
  beneficiarySummary,
  npaStepPath,
  PRODUCT_CODES,
  type NonProbateAsset,
  type NpaStep,
  type PartnerCustomUrl,
} from '@bequest/sdk/app';
import { usePartner, usePartnerOfProduct } from '@bequest/sdk/react';
import { createContext, useContext, type ReactNode } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { Lines, SummaryTable } from '../beneficiary-plan/AssetCard';
import { useReferringPartner } from '../partners/use-partner';
import { useBeneficiaryPlan } from '../beneficiary-plan/use-beneficiary-plan';
import { useCurrentUser } from '../../session/use-current-user';

/** What every step of the flow knows: the partner whose flow it is, and the main brand. */
export interface NpaFlow {
  readonly partner: PartnerCustomUrl | null;
  readonly mainBrand: boolean;
}

export const NpaFlowContext = createContext<NpaFlow>({ partner: null, mainBrand: false });
export const useNpaFlow = () => useContext(NpaFlowContext);

/**
 * The partner of the flow (giving 2.1, 4.8): the one the /beneficiaries/:partnerUrl address names
 * (asking for it by name sets the partner cookie), else the one the cookie names, else the
 * partner that referred the plan; null when none.
 */
export const useFlowPartner = (
  partnerUrl: string | null,
): {
  readonly partner: PartnerCustomUrl | null;
  readonly missing: boolean;
  readonly pending: boolean;
} => {
  const named = usePartner(partnerUrl, PRODUCT_CODES.NONPROBATE_PLANS);
  const referring = useReferringPartner(PRODUCT_CODES.NONPROBATE_PLANS);
  // The plan names its referring partner; asked only of a signed-in person.
  const signedIn = Boolean(useCurrentUser().data?.isLoggedIn);
  const plan = useBeneficiaryPlan(partnerUrl === null && signedIn);
  const planPartner = usePartnerOfProduct(
    PRODUCT_CODES.NONPROBATE_PLANS,
    partnerUrl === null && !referring ? (plan.data?.refOrgId ?? null) : null,
  ).data;
  if (partnerUrl !== null)
    return {
      partner: named.data ?? null,
      missing: named.isError,
      pending: named.isPending,
    };
  return { partner: referring ?? planPartner ?? null, missing: false, pending: false };
};

/** The partner's display name. */
export const partnerName = (partner: PartnerCustomUrl) =>
  partner.orgDisplayName ?? partner.organization.displayName;

/** The address of a step of this flow, under the flow's partner where it has one. */
export const useStepPath = () => {
  const { partner } = useNpaFlow();
  return (step: NpaStep, ids: { assetId?: string | null; planId?: string | null } = {}) =>
    npaStepPath(step, { ...ids, partnerUrl: partner?.urlName ?? null });
};

/**
 * A step of the flow: the partner's logo and name above the step's heading (the page's title),
 * and its content.
 */
export const NpaStepFrame = ({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) => {
  usePageTitle(title);
  const { partner } = useNpaFlow();
  const logo = partner?.customizations?.uriLogo;
  return (
    <div className="page narrow npa-step">
      {partner && (
        <p className="partner-brand">
          {logo && <img src={logo} alt="" height={28} />}
          <span>Your Beneficiary Plan with {partnerName(partner)}</span>
        </p>
      )}
      <h1>{title}</h1>
      {children}
    </div>
  );
};

/** An asset's summary and beneficiary tables (giving 2.4). */
export const AssetTables = ({ asset }: { readonly asset: NonProbateAsset }) => {
  const row = assetSummaryRow(asset);
  const { primary, contingent } = beneficiarySummary(asset);
  return (
    <>
      <SummaryTable caption="Asset summary" columns={ASSET_SUMMARY_COLUMNS}>
        <td>{row.institution}</td>
        <td>{row.assetType}</td>
        <td>{row.approximateValue}</td>
        <td>{row.nickname}</td>
      </SummaryTable>
      <SummaryTable caption="Beneficiary summary" columns={BENEFICIARY_SUMMARY_COLUMNS}>
        <td>
          <Lines lines={primary} />
        </td>
        <td>
          <Lines lines={contingent} />
        </td>
      </SummaryTable>
    </>
  );
};
