import { useTenant } from '@bequest/sdk/react';
import { assetsUpToDateBadge, beneficiaryPlanRoutes, type NonProbateAsset } from '@bequest/sdk/app';
import { useEffect, useState } from 'react';
import { useExactPageTitle } from '../../app/use-page-title';
import { useCurrentUser } from '../../session/use-current-user';
import { MAIN_BRAND_TENANT_ID } from '../../tenant/use-tenant';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AssetCard, assetHeadingId } from './AssetCard';
import { AssetModal } from './AssetModal';
import { BeneficiariesModal } from './BeneficiariesForm';
import { FinalizeModal } from './FinalizeModal';
import { NonprofitsModal } from './NonprofitsModal';
import { OptInBanner, OptInPreferencesModal } from './OptInPreferences';
import { useBeneficiaryPlan } from './use-beneficiary-plan';
import { PlanConsistencyNotice } from '../../documents/PlanConsistencyNotice';
import { usePlanConsistency } from '../../documents/use-plan-consistency';
import { Loading } from '../../components/Loading';

const TITLE_ID = 'beneficiary-plan-title';
const PRINT_PATH = `${beneficiaryPlanRoutes.downloadBeneficiaryPlan.path}?download=true&completionType=print`;

type Dialog = 'asset' | 'nonprofits' | 'beneficiaries' | 'finalize' | 'opt-in';

/**
 * The plan itself (giving 2.2-2.4, 4.2-4.7): the assets with where each stands, the modals that
 * change them, the opt-in and the printable summary. A modal acts on the asset it was opened
 * for; when a change removes the button that opened it, focus goes to the asset's heading.
 */
const BeneficiaryPlan = ({ mainBrand }: { readonly mainBrand: boolean }) => {
  useExactPageTitle('Beneficiary Plan | Assets | Beneficiary Plan');
  const plan = useBeneficiaryPlan();
  const user = useCurrentUser();
  const consistency = usePlanConsistency();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [target, setTarget] = useState<NonProbateAsset | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  if (plan.isError)
    return (
      <div className="page">
        <h1>Beneficiary Plan</h1>
        <p role="alert">{plan.error.message}</p>
      </div>
    );
  if (plan.isPending || !user.data) return <Loading />;

  const assets = plan.data?.assets ?? [];
  const hasPermissionToShareInfo = plan.data?.hasPermissionToShareInfo ?? null;
  const badge = assetsUpToDateBadge(assets);
  const open = (next: Dialog, asset: NonProbateAsset | null = null) => {
    setTarget(asset);
    setDialog(next);
  };
  /** Closes `which`; a dialog that has already taken its place stays open. */
  const close = (which: Dialog) => () =>
    setDialog((current) => (current === which ? null : current));
  /** Closes `which` and focuses the element standing in for the button that opened it. */
  const closeTo = (which: Dialog, id: string) => () => {
    close(which)();
    setFocusId(id);
  };
  const closeToTarget = (which: Dialog) =>
    target ? closeTo(which, assetHeadingId(target)) : close(which);

  return (
    <div className="page">
      <h1 id={TITLE_ID} tabIndex={-1}>
        Beneficiary Plan
      </h1>
      <p>
        Some of what you own does not pass under your will: retirement accounts, life insurance, and
        accounts that are joint or payable on death go to the people named with the institution.
        List those assets here, choose who receives each one, then update each institution so its
        records match your wishes.
      </p>
      <h2>Tips for your assets</h2>
      <ul>
        <li>List each account once, with the institution that manages it today.</li>
        <li>Name contingent beneficiaries in case a primary beneficiary dies before you.</li>
        <li>Look at your plan again after a marriage, a divorce, a birth or a death.</li>
      </ul>
      {assets.length > 0 && (
        <div className="plan-status">
          <p className={`badge badge--${badge.tone}`}>{badge.text}</p>
          <a className="button" href={PRINT_PATH} target="_blank" rel="noopener">
            Print summary<span className="visually-hidden"> (opens in a new window)</span>
          </a>
        </div>
      )}
      {plan.data && (
        <OptInBanner
          hasPermissionToShareInfo={hasPermissionToShareInfo}
          onChange={() => open('opt-in')}
        />
      )}
      <PlanConsistencyNotice
        findings={[...consistency.WILL, ...consistency.RLT]}
        heading="Where your beneficiaries disagree with your will or trust"
        onPlanPage
      />
      <h2>Your assets</h2>
      {assets.length === 0 ? (
        <p>
          You have not listed any assets yet. Add your retirement accounts, life insurance and the
          other accounts that name beneficiaries.
        </p>
      ) : (
        <ul className="asset-cards">
          {assets.map((asset) => (
            <li key={asset.randId}>
              <AssetCard
                asset={asset}
                onEdit={() => open('asset', asset)}
                onChooseBeneficiaries={() =>
                  open(mainBrand ? 'nonprofits' : 'beneficiaries', asset)
                }
                onEditBeneficiaries={() => open('beneficiaries', asset)}
                onFinalize={() => open('finalize', asset)}
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary" onClick={() => open('asset')}>
        Add an asset
      </button>

      <AssetModal
        open={dialog === 'asset'}
        asset={target}
        maritalStatus={user.data.activeProfile.maritalStatus}
        onClose={close('asset')}
        onDeleted={closeTo('asset', TITLE_ID)}
      />
      <NonprofitsModal
        open={dialog === 'nonprofits'}
        refOrgId={plan.data?.refOrgId ?? null}
        onContinue={() => setDialog('beneficiaries')}
        onClose={close('nonprofits')}
      />
      <BeneficiariesModal
        open={dialog === 'beneficiaries'}
        asset={target}
        onSaved={closeToTarget('beneficiaries')}
        onClose={close('beneficiaries')}
      />
      <FinalizeModal
        open={dialog === 'finalize'}
        asset={target}
        onFinalized={() =>
          hasPermissionToShareInfo === null ? setDialog('opt-in') : closeToTarget('finalize')()
        }
        onClose={close('finalize')}
      />
      <OptInPreferencesModal
        open={dialog === 'opt-in'}
        hasPermissionToShareInfo={hasPermissionToShareInfo}
        onClose={closeToTarget('opt-in')}
      />
    </div>
  );
};

/** The Beneficiary Plan page (giving 2.2), where the tenant offers it; not found elsewhere. */
export const BeneficiaryPlanPage = () => {
  const tenant = useTenant().data;
  if (!tenant) return null;
  if (!tenant.configuration.beneficiaryPlan) return <NotFoundPage />;
  return <BeneficiaryPlan mainBrand={tenant.tenantId === MAIN_BRAND_TENANT_ID} />;
};

export default BeneficiaryPlanPage;
