import { dfpoaResumePath } from '@bequest/sdk/app';
import { Navigate } from 'react-router-dom';
import { useDfpoaWizard } from './dfpoa-context';

/** /dfpoa: resume from lastSectionCompleted (documents.md 2.5). */
export const DfpoaEntry = () => {
  const { dfpoa } = useDfpoaWizard();
  return <Navigate to={dfpoaResumePath(dfpoa)} replace />;
};

export default DfpoaEntry;
