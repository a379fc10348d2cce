import { DFPOA_GROUP_PATHS, dfpoaGroupStart, type DfpoaStep } from '@bequest/sdk/app';
import { Navigate, useLocation } from 'react-router-dom';
import { useStartedDfpoa } from './dfpoa-context';

/** /dfpoa/personal, /agent, /power, /other: the section's first step shown in the state. */
export const DfpoaGroupStart = () => {
  const { dfpoa, state } = useStartedDfpoa();
  const { pathname } = useLocation();
  const group = (Object.entries(DFPOA_GROUP_PATHS).find(([, path]) => path === pathname)?.[0] ??
    'PERSONAL_SECTION_COMPLETE') as DfpoaStep['completes'];
  return <Navigate to={dfpoaGroupStart(dfpoa, state, group)} replace />;
};

export default DfpoaGroupStart;
