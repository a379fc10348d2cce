import { adCampaignVisit, isAdCampaignSlug, TRAFFIC_SAVE_DELAY_MS } from '@bequest/sdk/app';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { Reveal } from '../../components/Reveal';
import { useBequest } from '@bequest/sdk/react';
import { useFeatureFlags } from '../../tenant/use-tenant';
import { CtaBanner, HomeHero, HowItWorks, WhyItIsFree } from '../home/HomePage';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * The visit, recorded for the campaign's attribution like any traffic (platform-core.md 7): once,
 * TRAFFIC_SAVE_DELAY_MS after the page loads, while tracking is on (FW_HAS_TRACKING).
 */
const useAdCampaignVisit = (slug: string) => {
  const bequest = useBequest();
  const tracking = useFeatureFlags().FW_HAS_TRACKING;
  const query = useSearchParams()[0].toString();
  useEffect(() => {
    if (!tracking) return;
    const timer = setTimeout(() => {
      void bequest.saveTraffic({ body: adCampaignVisit(slug, new URLSearchParams(query)) });
    }, TRAFFIC_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bequest, tracking, slug, query]);
};

const AdCampaign = ({ slug }: { readonly slug: string }) => {
  usePageTitle(
    'Make your free will online',
    'Make a legal will online in about 20 minutes, 100% free: no credit card, supported by nonprofits.',
  );
  useAdCampaignVisit(slug);
  return (
    <div className="page home">
      <HomeHero />
      <Reveal>
        <HowItWorks />
      </Reveal>
      <Reveal>
        <WhyItIsFree />
      </Reveal>
      <Reveal>
        <CtaBanner />
      </Reveal>
    </div>
  );
};

/**
 * An ad campaign's landing page, /ad/{slug} (platform-core.md 2.2; ADR 0011): the home page's
 * hero, how it works, why it is free and the closing banner, without the site header. Its visit
 * is recorded with the campaign's slug; a slug of any other shape is an unknown page.
 */
export const AdCampaignPage = () => {
  const { slug } = useParams();
  return isAdCampaignSlug(slug) ? <AdCampaign slug={slug} /> : <NotFoundPage />;
};

export default AdCampaignPage;
