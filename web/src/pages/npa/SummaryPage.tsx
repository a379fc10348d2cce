import {
  assetsUpToDateBadge,
  assetTypeLabel,
  beneficiaryPlanRoutes,
  optInBannerText,
} from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { formatDate } from '../beneficiary-plan/AssetCard';
import { useBeneficiaryPlan } from '../beneficiary-plan/use-beneficiary-plan';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AssetTables, NpaStepFrame, partnerName, useNpaFlow, useStepPath } from './npa-flow';

const PRINT_PATH = `${beneficiaryPlanRoutes.downloadBeneficiaryPlan.path}?download=true&completionType=print`;

/**
 * /npa/:planId/summary and /beneficiaries/:partnerUrl/report (giving 2.1, 2.2, 2.4): every asset
 * with its beneficiaries and whether it is filed, the opt-in, the printable summary and the way
 * to add another asset. The summary answers only the person's own plan id.
 */
export const SummaryPage = ({ planId }: { readonly planId: string | null }) => {
  const plan = useBeneficiaryPlan();
  const { partner } = useNpaFlow();
  const stepPath = useStepPath();
  if (plan.isPending) return <Loading />;
  if (planId !== null && plan.data?.randId !== planId) return <NotFoundPage />;
  const assets = plan.data?.assets ?? [];
  const badge = assetsUpToDateBadge(assets);
  const optIn = optInBannerText(plan.data?.hasPermissionToShareInfo ?? null);
  return (
    <NpaStepFrame
      title={
        planId === null && partner
          ? `Your plan for ${partnerName(partner)}`
          : 'Your Beneficiary Plan summary'
      }
    >
      {assets.length === 0 ? (
        <p>You have not listed any assets yet.</p>
      ) : (
        <>
          <div className="plan-status">
            <p className={`badge badge--${badge.tone}`}>{badge.text}</p>
            <a className="button" href={PRINT_PATH} target="_blank" rel="noopener">
              Print summary<span className="visually-hidden"> (opens in a new window)</span>
            </a>
          </div>
          {optIn && <p>{optIn}</p>}
          {assets.map((asset) => (
            <section key={asset.randId} aria-labelledby={`summary-${asset.randId}`}>
              <h2 id={`summary-${asset.randId}`}>
                {asset.nickname?.trim() || assetTypeLabel(asset)}
              </h2>
              <AssetTables asset={asset} />
              <p>
                {asset.status ? (
                  `Filed with the institution on ${formatDate(asset.statusUpdatedAt ?? '')}`
                ) : (
                  <Link to="/npa">Continue with this asset</Link>
                )}
              </p>
            </section>
          ))}
        </>
      )}
      <div className="step-actions">
        <Link className="button" to="/account/beneficiaries">
          Go to your Beneficiary Plan
        </Link>
        <Link className="button button--primary" to={stepPath('asset')}>
          Add another asset
        </Link>
      </div>
    </NpaStepFrame>
  );
};
