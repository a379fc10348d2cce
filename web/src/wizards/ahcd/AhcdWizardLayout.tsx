import { useDocument, useSaveDocument } from '@bequest/sdk/react';
import { AHCD_PATHS, AhcdSchema, documentHeaderTitle } from '@bequest/sdk/app';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { WizardProgress } from '../WizardProgress';
import type { AhcdWizardContext } from './ahcd-context';
import { DocumentTitle } from '../../shells/header-document-title';

/** Pages that show before the directive exists. */
const BEFORE_START = ['/ahcd', AHCD_PATHS.tableOfContents];

/**
 * The frame of the healthcare directive wizard (documents.md 2.4, 2.6): its title, progress and
 * the directive each page edits. Without a directive, the table of contents starts one.
 */
export const AhcdWizardLayout = () => {
  const document = useDocument('ahcd');
  const user = useCurrentUser();
  const save = useSaveDocument('ahcd');
  const { pathname } = useLocation();
  const today = useMemo(() => new Date(), []);
  if (document.isPending || user.isPending)
    return <p role="status">Loading your healthcare directive…</p>;
  if (document.isError || !user.data)
    return (
      <p role="alert" className="page">
        We could not load your healthcare directive. Please reload the page.
      </p>
    );
  const view = document.data;
  if (!view && !BEFORE_START.includes(pathname))
    return <Navigate to={AHCD_PATHS.tableOfContents} replace />;
  const profile = user.data.activeProfile;
  const context: AhcdWizardContext = {
    view,
    ahcd: view ? AhcdSchema.parse(view.data) : null,
    profile,
    state: profile.administrativeArea ?? null,
    today,
    save,
  };
  return (
    <div className="page wizard">
      <DocumentTitle title={documentHeaderTitle({ product: 'AHCD', profile })} />
      <WizardProgress progress={view?.summary.progress ?? null} />
      <Outlet context={context} />
    </div>
  );
};

export default AhcdWizardLayout;
