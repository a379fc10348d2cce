import {
  AHCD_DOWNLOAD_PATH,
  AHCD_SECTION_FLAGS,
  ahcdStepsFor,
  fullNameToString,
  type Ahcd,
  type AhcdStepSection,
} from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { ReviewList } from '../ReviewList';
import { useStartedAhcd } from './ahcd-context';

const SECTION_TITLES: Record<AhcdStepSection, string> = {
  personal: 'About you',
  physician: 'Doctors and hospital',
  agent: 'Healthcare agent',
  values: 'Values',
  wishes: 'End-of-life wishes and provisions',
};

const person = (value: Ahcd['primaryAgent']) => (value ? fullNameToString(value.fullName) : 'None');

/** The directive's main answers, in words. */
const summary = (ahcd: Ahcd): [string, string][] => [
  ['Healthcare agent', person(ahcd.primaryAgent)],
  [
    'Backup agents',
    [ahcd.alternateAgent, ahcd.alternateAgent2].filter(Boolean).map(person).join(', ') || 'None',
  ],
  ['May see your medical information', ahcd.hipaaAgents.join(', ') || 'Your agents only'],
  ['Primary doctor', person(ahcd.primaryPhysician)],
  [
    'Organ donation',
    ahcd.wantsOrganDonation === null ? 'Not answered' : ahcd.wantsOrganDonation ? 'Yes' : 'No',
  ],
];

/** The review (documents.md 2.4 /ahcd/review/final): each section, done or not, with its link. */
export const AhcdReviewPage = () => {
  usePageTitle('Review your healthcare directive');
  const { ahcd, state } = useStartedAhcd();
  const steps = ahcdStepsFor(ahcd, state);
  const firstOf = (section: AhcdStepSection) =>
    steps.find((step) => step.section === section)?.path ?? '/ahcd';
  return (
    <div className="step">
      <h1>Review your healthcare directive</h1>
      <ReviewList rows={summary(ahcd).map(([label, value]) => ({ label, value }))} />
      <h2>Sections</h2>
      <ul>
        {(Object.keys(SECTION_TITLES) as AhcdStepSection[]).map((section) => (
          <li key={section}>
            <Link to={firstOf(section)}>{SECTION_TITLES[section]}</Link>
            {ahcd[AHCD_SECTION_FLAGS[section]] ? ' (done)' : ' (not finished)'}
          </li>
        ))}
      </ul>
      {ahcd.isComplete ? (
        <Link className="button button--primary" to={AHCD_DOWNLOAD_PATH}>
          Get my directive
        </Link>
      ) : (
        <p role="status">Finish each section to download your directive.</p>
      )}
    </div>
  );
};

export default AhcdReviewPage;
