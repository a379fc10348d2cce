import { willLastReachedPath } from '@bequest/sdk';
import { Navigate } from 'react-router-dom';
import { useWill } from './will-context';

/** /will/_last: the first step not yet finished (documents.md 2.3). */
export const LastReachedStep = () => {
  const { plan } = useWill();
  return <Navigate to={willLastReachedPath(plan.lastSectionCompleted)} replace />;
};

export default LastReachedStep;
