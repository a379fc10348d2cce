import { useDocument, useSaveDocument, useTenant } from '@bequest/sdk/react';
import {
  DOCUMENT_REGISTRY,
  documentHeaderTitle,
  EstatePlanSchema,
  flowPathAfter,
  flowPathBefore,
  flowStep,
  type EstatePlanFlow,
} from '@bequest/sdk/app';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH, useProtectedOutcome } from '../../session/ProtectedRoute';
import { useCurrentUser } from '../../session/use-current-user';
import { WizardProgress } from '../WizardProgress';
import { DuplicatePlanWarning } from './DuplicatePlanWarning';
import type { EstatePlanWizardContext } from './estate-plan-context';
import { forgetOfferedCharity, keptOfferedCharity, useKeepOfferedCharity } from './offered-charity';
import { DocumentTitle } from '../../shells/header-document-title';

export const GET_STARTED_PATH = '/basics/personal/get-started';

/**
 * The frame of every will or trust step: the document's title (documents.md 2.6), its progress,
 * and the plan the step edits. Without a plan, every step leads to the start; signed out, the
 * start asks for an account's details where the tenant allows starting without one, and
 * otherwise the person logs in first.
 */
export const EstatePlanWizardLayout = ({ flow }: { readonly flow: EstatePlanFlow }) => {
  const kind = DOCUMENT_REGISTRY[flow.planType].slug;
  const user = useCurrentUser();
  const tenant = useTenant();
  const document = useDocument(kind, Boolean(user.data));
  const save = useSaveDocument(kind);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const today = useMemo(() => new Date(), []);
  const noun = flow.planType === 'WILL' ? 'will' : 'trust';
  const subPath = pathname.slice(flow.base.length);
  const access = useProtectedOutcome(true);
  useKeepOfferedCharity();
  if (user.data && access.kind === 'redirect') return <Navigate to={access.to} replace />;
  const moved = flow.movedPaths?.[subPath];
  if (moved) return <Navigate to={`${flow.base}${moved}${search}`} replace />;
  if (user.isPending || tenant.isPending || (user.data && document.isPending))
    return <p role="status">Loading your {noun}…</p>;
  if (user.isError || document.isError)
    return (
      <p role="alert" className="page">
        We could not load your {noun}. Please reload the page.
      </p>
    );
  if (!user.data) {
    const settings = tenant.data?.configuration;
    const startsWithoutAccount =
      flow.planType === 'WILL'
        ? settings?.will.startWithoutAccount
        : settings?.rlt.startWithoutAccount;
    if (!startsWithoutAccount)
      return (
        <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`} replace />
      );
    if (subPath !== GET_STARTED_PATH)
      return <Navigate to={`${flow.base}${GET_STARTED_PATH}${search}`} replace />;
    return (
      <div className="page wizard">
        <Outlet context={{ flow, view: null }} />
      </div>
    );
  }
  const profile = user.data.activeProfile;
  const view = document.data ?? null;
  if (!view && subPath !== GET_STARTED_PATH)
    return <Navigate to={`${flow.base}${GET_STARTED_PATH}${search}`} replace />;
  const step = flowStep(flow, subPath);
  const plan = view && EstatePlanSchema.parse(view.data);
  const context: EstatePlanWizardContext | null =
    view && plan
      ? {
          flow,
          view,
          plan,
          profile,
          today,
          step: step ?? flow.steps[flow.steps.length - 1]!,
          backTo: step ? flowPathBefore(flow, step.path) : null,
          saveStep: async (changes) => {
            const failure = await save({ changes, completeSection: step?.section });
            // Saved, the residuary step took up or declined the offered charity: not offered again.
            if (failure === null && step?.kind === 'residuary') forgetOfferedCharity();
            if (failure === null && step) navigate(flowPathAfter(flow, step.path));
            return failure;
          },
          offeredCharity: keptOfferedCharity() ?? '',
        }
      : null;
  const title = documentHeaderTitle({ product: flow.planType, profile, isJoint: plan?.isJoint });
  return (
    <div className="page wizard">
      <DocumentTitle title={title} />
      <WizardProgress progress={view?.summary.progress ?? null} />
      <DuplicatePlanWarning flow={flow} profile={profile} />
      <Outlet context={context ?? { flow, view: null }} />
    </div>
  );
};
