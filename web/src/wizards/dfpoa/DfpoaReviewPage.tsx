import { DFPOA_POWERS, DFPOA_PRINT_PATH, fullNameToString, type Dfpoa } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { ReviewList } from '../ReviewList';
import { useStartedDfpoa } from './dfpoa-context';

const person = (value: Dfpoa['agent']) => (value ? fullNameToString(value.fullName) : 'None');

/** The main answers, in words, each with the section that changes it. */
const summary = (dfpoa: Dfpoa): [string, string, string][] => [
  ['Agent', person(dfpoa.agent), '/dfpoa/agent/2A'],
  ['Co-agent', person(dfpoa.coagent), '/dfpoa/agent/2B'],
  [
    'Successor agents',
    [dfpoa.successor, dfpoa.secondSuccessor].filter(Boolean).map(person).join(', ') || 'None',
    '/dfpoa/agent/2D',
  ],
  [
    'Powers granted',
    DFPOA_POWERS.filter((power) => dfpoa.commonAgentPowers[power.power])
      .map((power) => power.title)
      .join(', ') || 'None',
    '/dfpoa/power',
  ],
];

/** The review (documents.md 2.5 /dfpoa/review/final): the answers, then the print page. */
export const DfpoaReviewPage = () => {
  usePageTitle('Review your power of attorney');
  const { dfpoa } = useStartedDfpoa();
  return (
    <div className="step">
      <h1>Review your power of attorney</h1>
      <ReviewList
        rows={summary(dfpoa).map(([label, value, editPath]) => ({ label, value, editPath }))}
      />
      {dfpoa.isComplete ? (
        <Link className="button button--primary" to={DFPOA_PRINT_PATH}>
          Get my power of attorney
        </Link>
      ) : (
        <p role="status">
          Some sections are not finished yet. <Link to="/dfpoa">Continue where you left off</Link>
        </p>
      )}
    </div>
  );
};

export default DfpoaReviewPage;
