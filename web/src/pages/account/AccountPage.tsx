import {
  consumerBanner,
  documentRow,
  DOCUMENT_DISPLAY_NAMES,
  isTrustAvailableInState,
  listedDocuments,
  progressLabel,
  rowCtaLabel,
  type ConsumerBanner,
  type DocumentProductType,
} from '@bequest/sdk';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useCurrentUser } from '../../session/use-current-user';
import { useTenant } from '../../tenant/use-tenant';
import { MoreActionsMenu } from './MoreActionsMenu';

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
 * The consumer account page (platform-core.md 2.11, 4.5): the banner and the "Your Estate Plan"
 * table, each decided by the domain from the profile's documents and the tenant's settings.
 */
export const AccountPage = () => {
  usePageTitle('My account | Bequest');
  const user = useCurrentUser();
  const tenant = useTenant();
  if (!user.data || !tenant.data) return null;
  const { configuration } = tenant.data;
  const profile = user.data.activeProfile;
  const hasRltAccess = isTrustAvailableInState({
    state: profile.administrativeArea,
    rlt: configuration.rlt,
    trustHasReferrer: Boolean(profile.rlt?.referrer),
    paidTrustFlag: false,
    showsAllStatesTrust: false,
  });
  const banner = consumerBanner(profile, hasRltAccess);
  const rows = listedDocuments(profile, {
    hasRltAccess,
    beneficiaryPlan: configuration.beneficiaryPlan,
  }).map((product) => documentRow(product, profile, configuration));
  return (
    <div className="page">
      <h1>Welcome, {profile.fullName.first || 'friend'}</h1>
      {banner && (
        <section className="banner" aria-label="What to do next">
          <p>{BANNER_COPY[banner.type].text}</p>
          <Link className="button button--primary" to={banner.path}>
            {BANNER_COPY[banner.type].action}
          </Link>
        </section>
      )}
      <h2>Your Estate Plan</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Progress</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const cta = rowCtaLabel(row.progress);
            const name = DOCUMENT_DISPLAY_NAMES[row.name as DocumentProductType];
            return (
              <tr key={row.name}>
                <th scope="row">
                  {DOCUMENT_DISPLAY_NAMES[row.name as keyof typeof DOCUMENT_DISPLAY_NAMES]}
                </th>
                <td>{progressLabel(row.progress) ?? '—'}</td>
                <td>
                  {cta && (
                    <Link className="button" to={row.path} aria-label={`${cta} ${name}`}>
                      {cta}
                    </Link>
                  )}
                  <MoreActionsMenu row={row} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};

export default AccountPage;
