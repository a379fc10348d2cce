import { ahcdResumePath } from '@bequest/sdk/app';
import { Navigate } from 'react-router-dom';
import { useAhcdWizard } from './ahcd-context';

/** /ahcd: resume where the directive stands (documents.md 2.4, checked from the top down). */
export const AhcdEntry = () => {
  const { ahcd } = useAhcdWizard();
  return <Navigate to={ahcdResumePath(ahcd)} replace />;
};

export default AhcdEntry;
