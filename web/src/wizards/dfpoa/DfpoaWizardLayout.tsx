import { useDocument, useSaveDocument } from '@bequest/sdk/react';
import { DfpoaSchema, documentHeaderTitle } from '@bequest/sdk/app';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { WizardProgress } from '../WizardProgress';
import type { DfpoaWizardContext } from './dfpoa-context';
import { DocumentTitle } from '../../shells/header-document-title';

const BEFORE_START = ['/dfpoa', '/dfpoa/tutorial'];

/**
 * The frame of the power of attorney wizard (documents.md 2.5, 2.6): its title, progress and the
 * document each page edits. Without one, the tutorial starts it.
 */
export const DfpoaWizardLayout = () => {
  const document = useDocument('dfpoa');
  const user = useCurrentUser();
  const save = useSaveDocument('dfpoa');
  const { pathname } = useLocation();
  if (document.isPending || user.isPending)
    return <p role="status">Loading your power of attorney…</p>;
  if (document.isError || !user.data)
    return (
      <p role="alert" className="page">
        We could not load your power of attorney. Please reload the page.
      </p>
    );
  const view = document.data;
  if (!view && !BEFORE_START.includes(pathname)) return <Navigate to="/dfpoa/tutorial" replace />;
  const profile = user.data.activeProfile;
  const context: DfpoaWizardContext = {
    view,
    dfpoa: view ? DfpoaSchema.parse(view.data) : null,
    profile,
    state: profile.administrativeArea ?? null,
    save,
  };
  return (
    <div className="page wizard">
      <DocumentTitle title={documentHeaderTitle({ product: 'DFPOA', profile })} />
      <WizardProgress progress={view?.summary.progress ?? null} />
      <Outlet context={context} />
    </div>
  );
};

export default DfpoaWizardLayout;
