import { useTenant } from '@bequest/sdk/react';
import {
  charitableGivingRows,
  consumerBanner,
  documentRow,
  listedDocuments,
  type ConsumerBanner,
} from '@bequest/sdk/app';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useTrustAvailability } from '../../documents/use-trust-availability';
import { useCurrentUser } from '../../session/use-current-user';
import { ConsistentDocumentTable } from './ConsistentDocumentTable';
import { DocumentReviews } from './DocumentReviews';
import { DocumentTable } from './DocumentTable';
import { YearlyReview } from './YearlyReview';
import { HouseholdDocuments } from './HouseholdDocuments';
import { StepAccountPage } from './steps/StepAccountPage';
import { TrustFundingProgress } from '../trust-funding/TrustFundingProgress';
import { ShareDocumentsLink } from '../fiduciary-sharing/ShareDocumentsLink';

/** The QCD and DAF rows' letters, from the giving pages' chunk, asked only when such rows show. */
const GivingLetterLinks = lazy(async () => ({
  default: (await import('../giving/GivingPages')).GivingLetterLinks,
}));

const BANNER_COPY: Record<ConsumerBanner['type'], { text: string; action: string }> = {
  start: {
    text: 'Start your estate plan: a will takes about 20 minutes.',
    action: 'Start my will',
  },
  finish: { text: 'Pick up where you left off.', action: 'Finish my plan' },
  notify_nominees: {
    text: 'Your plan is done. Let the people you named know.',
    action: 'Tell my nominees',
  },
};

/**
 * The account page (platform-core.md 2.11): numbered steps where the tenant's white-labeled
 * page shows them, the consumer page otherwise.
 */
export const AccountPage = () => {
  const configuration = useTenant().data?.configuration;
  if (!configuration) return null;
  const whiteLabel = configuration.account.whitelabeledAccountPage;
  return whiteLabel.enabled && whiteLabel.showSteps ? <StepAccountPage /> : <ConsumerAccountPage />;
};

/**
 * The consumer account page (platform-core.md 2.11, 4.5): the banner and the "Your Estate Plan"
 * table, each decided by the domain from the profile's documents and the tenant's settings.
 */
const ConsumerAccountPage = () => {
  usePageTitle('My account');
  const user = useCurrentUser();
  const tenant = useTenant();
  const offersTrust = useTrustAvailability();
  if (!user.data || !tenant.data) return null;
  const { configuration } = tenant.data;
  const profile = user.data.activeProfile;
  const hasRltAccess = offersTrust(profile.administrativeArea);
  const banner = consumerBanner(profile, hasRltAccess);
  const giving = charitableGivingRows(profile);
  const rows = listedDocuments(profile, {
    hasRltAccess,
    beneficiaryPlan: configuration.beneficiaryPlan,
  }).map((product) => documentRow(product, profile, configuration));
  return (
    <div className="page">
      <h1>Welcome, {profile.fullName.first || 'friend'}</h1>
      <DocumentReviews />
      <YearlyReview />
      {banner && (
        <section className="banner" aria-label="What to do next">
          <p>{BANNER_COPY[banner.type].text}</p>
          <Link className="button button--primary" to={banner.path}>
            {BANNER_COPY[banner.type].action}
          </Link>
        </section>
      )}
      {configuration.household && user.data.profiles.length > 1 ? (
        <>
          <p>
            <Link to="/household">Edit Information</Link>
          </p>
          <HouseholdDocuments
            user={user.data}
            configuration={configuration}
            hasRltAccess={hasRltAccess}
            page="consumer"
          />
        </>
      ) : (
        <>
          <h2>Your Estate Plan</h2>
          <ConsistentDocumentTable rows={rows} />
        </>
      )}
      <TrustFundingProgress />
      <ShareDocumentsLink />
      {giving.length > 0 && (
        <>
          <h2>Your Charitable Giving</h2>
          <DocumentTable
            rows={giving}
            rowLinks={(row) => (
              <Suspense fallback={null}>
                <GivingLetterLinks row={row} />
              </Suspense>
            )}
          />
        </>
      )}
    </div>
  );
};

export default AccountPage;
