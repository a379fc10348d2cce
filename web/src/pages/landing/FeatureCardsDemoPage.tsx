import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';

const FEATURES = [
  ['Guardians for your children', 'Name who raises your children if you cannot.'],
  ['Gifts to the people you love', 'Leave a ring, a car or a share of your estate.'],
  ['Gifts to charity', 'Leave a share to the causes you care about, partners first.'],
  ['Your executor', 'Choose who carries out your will, and a backup.'],
  ['Signed the right way', 'Instructions for your state: witnesses, notary, affidavit.'],
] as const;

/** The will's feature cards (documents.md 2.1 /will/featureship-cards-demo): what a will covers. */
export const FeatureCardsDemoPage = () => {
  usePageTitle('What your will covers');
  return (
    <div className="page">
      <h1>What your will covers</h1>
      <ul className="steps">
        {FEATURES.map(([title, text]) => (
          <li key={title}>
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to="/will">
        Start my will
      </Link>
    </div>
  );
};

export default FeatureCardsDemoPage;
