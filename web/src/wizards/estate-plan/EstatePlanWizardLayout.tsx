import {
  documentHeaderTitle,
  EstatePlanSchema,
  flowPathAfter,
  flowPathBefore,
  flowStep,
  type EstatePlanFlow,
} from '@bequest/sdk';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useDocument, useSaveDocument } from '../../documents/use-document';
import { useCurrentUser } from '../../session/use-current-user';
import { WizardProgress } from '../WizardProgress';
import type { EstatePlanWizardContext } from './estate-plan-context';

export const GET_STARTED_PATH = '/basics/personal/get-started';

/**
 * The frame of every will or trust step: the document's title (documents.md 2.6), its progress,
 * and the plan the step edits. Without a plan, every step leads to the start.
 */
export const EstatePlanWizardLayout = ({ flow }: { readonly flow: EstatePlanFlow }) => {
  const kind = flow.planType === 'WILL' ? 'will' : 'rlt';
  const document = useDocument(kind);
  const user = useCurrentUser();
  const save = useSaveDocument(kind);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const today = useMemo(() => new Date(), []);
  const noun = flow.planType === 'WILL' ? 'will' : 'trust';
  if (document.isPending || user.isPending) return <p role="status">Loading your {noun}…</p>;
  if (document.isError || !user.data)
    return (
      <p role="alert" className="page">
        We could not load your {noun}. Please reload the page.
      </p>
    );
  const profile = user.data.activeProfile;
  const view = document.data;
  const subPath = pathname.slice(flow.base.length);
  if (!view && subPath !== GET_STARTED_PATH)
    return <Navigate to={`${flow.base}${GET_STARTED_PATH}`} replace />;
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
            if (failure === null && step) navigate(flowPathAfter(flow, step.path));
            return failure;
          },
        }
      : null;
  return (
    <div className="page wizard">
      <p className="wizard-title">
        {documentHeaderTitle({ product: flow.planType, profile, isJoint: plan?.isJoint })}
      </p>
      <WizardProgress progress={view?.summary.progress ?? null} />
      <Outlet context={context ?? { flow, view: null }} />
    </div>
  );
};
