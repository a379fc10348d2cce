import { documentHeaderTitle, EstatePlanSchema, willPathAfter, willStep } from '@bequest/sdk';
import { useCallback, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { useDocument, useSaveDocument } from '../../documents/use-document';
import { WizardProgress } from '../WizardProgress';
import type { WillContext } from './will-context';

export const WILL_GET_STARTED = '/will/basics/personal/get-started';

/**
 * The frame of every will step: the document's title (documents.md 2.6), its progress, and the
 * will the step edits. Without a will, every step leads to the start.
 */
export const WillWizardLayout = () => {
  const will = useDocument('will');
  const user = useCurrentUser();
  const save = useSaveDocument('will');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const saveStep = useCallback(
    async (path: string, changes: Record<string, unknown>) => {
      const failure = await save({ changes, completeSection: willStep(path)?.section });
      if (failure === null) navigate(willPathAfter(path));
      return failure;
    },
    [save, navigate],
  );
  const today = useMemo(() => new Date(), []);
  if (will.isPending || user.isPending) return <p role="status">Loading your will…</p>;
  if (will.isError || !user.data)
    return (
      <p role="alert" className="page">
        We could not load your will. Please reload the page.
      </p>
    );
  const profile = user.data.activeProfile;
  const view = will.data;
  if (!view && pathname !== WILL_GET_STARTED) return <Navigate to={WILL_GET_STARTED} replace />;
  const context: WillContext | null = view && {
    view,
    plan: EstatePlanSchema.parse(view.data),
    profile,
    today,
    saveStep,
  };
  return (
    <div className="page wizard">
      <p className="wizard-title">{documentHeaderTitle({ product: 'WILL', profile })}</p>
      <WizardProgress progress={view?.summary.progress ?? null} />
      <Outlet context={context} />
    </div>
  );
};

export default WillWizardLayout;
