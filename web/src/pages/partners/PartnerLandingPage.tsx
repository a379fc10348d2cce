import { usePartner, useTenant } from '@bequest/sdk/react';
import {
  COOKIE_NAMES,
  MAKE_A_WILL_MONTH_HEADING,
  showsMakeAWillMonthHeading,
  type PartnerCustomUrl,
} from '@bequest/sdk/app';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { writeCookie } from '../../browser/cookies';
import { useTrack } from '../../analytics/use-track';
import { usePageTitle } from '../../app/use-page-title';
import { MarketingStats, useMarketingFigures } from '../home/MarketingStats';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { Loading } from '../../components/Loading';

const FAQ = [
  {
    question: 'Is it really free?',
    answer:
      'Yes. Nonprofits pay for the service so that anyone can make a will at no cost. Leaving a gift is always optional.',
  },
  {
    question: 'Is the will legally valid?',
    answer:
      'Your will is written for your state and comes with instructions for signing it in front of the witnesses, or notary, your state asks for. Once signed that way, it is a valid will.',
  },
  {
    question: 'Do I have to leave a gift?',
    answer:
      'No. You decide what goes to whom. If you choose to include a cause you care about, you can also choose whether to tell them.',
  },
];

const nameOf = (partner: PartnerCustomUrl) =>
  partner.orgDisplayName ?? partner.organization.displayName;

/**
 * The page's heading; in August, for a partner who opted in, the Make-A-Will Month heading with
 * the page's own under it (platform-core.md 2.5).
 */
const PartnerHeading = ({
  partner,
  children,
}: {
  readonly partner: PartnerCustomUrl;
  readonly children: ReactNode;
}) =>
  showsMakeAWillMonthHeading(
    new Date(),
    partner.customizations?.bequestsCustomization?.isOptInForMAWMText ?? false,
  ) ? (
    <>
      <h1 id="partner-title">{MAKE_A_WILL_MONTH_HEADING}</h1>
      <p className="hero__subtitle">{children}</p>
    </>
  ) : (
    <h1 id="partner-title">{children}</h1>
  );

/** The newer landing page: the partner's own welcome, picture and words (platform-core.md 2.4). */
const LandingV2 = ({ partner }: { readonly partner: PartnerCustomUrl }) => {
  const customizations = partner.customizations;
  const bequests = customizations?.bequestsCustomization;
  return (
    <div className="page">
      <section className="hero" aria-labelledby="partner-title">
        <PartnerHeading partner={partner}>
          {bequests?.welcomeMessage ?? `Welcome, friends of ${nameOf(partner)}`}
        </PartnerHeading>
        {bequests?.landingPicture && (
          <img
            src={bequests.landingPicture}
            alt={customizations?.landingImageAltText ?? ''}
            className="partner-picture"
          />
        )}
        {customizations?.copyLongForm && <p>{customizations.copyLongForm}</p>}
        <Link className="button button--primary" to="/will">
          Start my free will
        </Link>
      </section>
    </div>
  );
};

/** The original landing page: hero, why use it, statistics and questions (platform-core.md 2.4). */
const LandingV1 = ({ partner }: { readonly partner: PartnerCustomUrl }) => {
  const figures = useMarketingFigures();
  const name = nameOf(partner);
  return (
    <div className="page">
      <section className="hero" aria-labelledby="partner-title">
        <PartnerHeading partner={partner}>Make your free will with {name}</PartnerHeading>
        {partner.customizations?.bequestsCustomization?.welcomeMessage && (
          <p>{partner.customizations.bequestsCustomization.welcomeMessage}</p>
        )}
        <Link className="button button--primary" to="/will">
          Get started
        </Link>
      </section>
      <section aria-labelledby="why-title">
        <h2 id="why-title">Why use Bequest?</h2>
        <ul>
          <li>A legal will written for your state, in about 20 minutes.</li>
          <li>
            100% free — no credit card required, because {name} and other nonprofits pay for it.
          </li>
          <li>Change it whenever your life changes, at no cost.</li>
          <li>We never sell your personal data.</li>
        </ul>
      </section>
      <MarketingStats figures={figures} />
      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Questions</h2>
        <dl>
          {FAQ.map((entry) => (
            <div key={entry.question}>
              <dt>{entry.question}</dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
};

/**
 * A partner organization's landing page at /:partnerOrgUrl, /lp/:slug or /partner/:slug
 * (platform-core.md 2.4): the newer page once the partner enabled it, the original otherwise; an
 * unknown name is an unknown page. A found partner's page is remembered for a week, so the way
 * back to it is known later.
 */
export const PartnerLandingPage = () => {
  const { partnerOrgUrl = '', slug = '' } = useParams();
  const partnerPages = useTenant().data?.configuration.partnerPages ?? false;
  const partner = usePartner(partnerOrgUrl || slug, 'will');
  const { pathname } = useLocation();
  const found = partner.isSuccess;
  const track = useTrack();
  useEffect(() => {
    if (!found) return;
    writeCookie(COOKIE_NAMES.partnerData, pathname);
    track('partner_page_visited');
  }, [found, pathname, track]);
  usePageTitle(
    partner.data ? `Make your free will with ${nameOf(partner.data)}` : 'Make your free will',
  );
  if (!partnerPages) return <NotFoundPage />;
  if (partner.isPending) return <Loading />;
  if (partner.isError) return <NotFoundPage />;
  return partner.data.customizations?.bequestLandingV2EnabledDate ? (
    <LandingV2 partner={partner.data} />
  ) : (
    <LandingV1 partner={partner.data} />
  );
};

export default PartnerLandingPage;
