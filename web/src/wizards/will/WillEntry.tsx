import { estatePlanResumePath, WILL_BASE } from '@bequest/sdk';
import { Navigate } from 'react-router-dom';
import { useWill } from './will-context';

/** /will: a will under way resumes where the person left off (documents.md 2.3). */
export const WillEntry = () => {
  const { plan } = useWill();
  return <Navigate to={estatePlanResumePath('WILL', WILL_BASE, plan)} replace />;
};

export default WillEntry;
