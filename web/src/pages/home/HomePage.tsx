import { homeHero, MAKE_A_WILL_MONTH_HEADING, showsMakeAWillMonthHeading } from '@bequest/sdk/app';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ensureAbTestGroup } from '../../analytics/tracking';
import { useThisMonth } from '../../app/this-month';
import { useExactPageTitle } from '../../app/use-page-title';
import { useEffectiveCountry } from '../../browser/country-preference';
import { Reveal } from '../../components/Reveal';
import { useTrustAvailability } from '../../documents/use-trust-availability';
import { useCurrentUser } from '../../session/use-current-user';
import { HomeFaq } from './HomeFaq';
import { MarketingStats, useMarketingFigures } from './MarketingStats';
import { PressMentions } from './PressMentions';
import { OtherProducts } from './OtherProducts';

// The home page's sections: an ad campaign's page (/ad/{slug}) shows four of them too, from here,
// so the home page's first load keeps them in its own chunk.

/**
 * The four reasons it is free, as platform-core.md 1 words them: the hero promises them, and
 * "Why is it free?" lists them (2.5).
 */
const REASONS_IT_IS_FREE = [
  '100% free — no credit card required',
  'Supported by nonprofits',
  'We never sell your personal data',
  'Easy to use',
];

const STEPS = [
  {
    title: 'Fill out online',
    text: 'Answer plain-language questions about your family and wishes. A last will and testament takes about 20 minutes.',
  },
  {
    title: 'Print out forms',
    text: 'Download your documents, written for your state, with instructions for signing them.',
  },
  {
    title: 'Sign & keep safe',
    text: 'Sign with the witnesses or notary your state asks for, and tell the people you named where to find it.',
  },
];

/**
 * The hero (platform-core.md 2.5): in August the Make-A-Will Month heading; the button follows
 * the visitor's will or trust (4.6).
 */
export const HomeHero = () => {
  const profile = useCurrentUser().data?.activeProfile;
  const offersTrust = useTrustAvailability();
  const hero = homeHero(profile ?? {}, offersTrust(profile?.administrativeArea));
  const month = useThisMonth();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">
        {showsMakeAWillMonthHeading(month, null)
          ? MAKE_A_WILL_MONTH_HEADING
          : 'Make your free will today'}
      </h1>
      <ul className="hero__promises">
        {REASONS_IT_IS_FREE.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <Link className="button button--primary" to={hero.product === 'RLT' ? '/rlt' : '/will'}>
        {hero.label}
      </Link>
    </section>
  );
};

/** How it works: the three steps, or a lawyer's help beside them (platform-core.md 2.5). */
export const HowItWorks = () => (
  <section aria-labelledby="how-title">
    <h2 id="how-title">How it works</h2>
    <ol className="steps">
      {STEPS.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
    <p>
      Prefer a lawyer’s help? You can pair Bequest with an attorney, who reviews what you make here
      with you. <Link to="/lawyers">How attorneys work with Bequest</Link>
    </p>
  </section>
);

/**
 * "Why is it free?" (platform-core.md 2.5): the four reasons of section 1, then what the home page
 * states (section 1) with the partner count and the amount raised from the marketing stats (asked
 * once, shared with the statistics section).
 */
export const WhyItIsFree = () => {
  const figures = useMarketingFigures();
  return (
    <section aria-labelledby="free-title">
      <h2 id="free-title">Why is it free?</h2>
      <ul aria-labelledby="free-title">
        {REASONS_IT_IS_FREE.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p>
        One in six people who make a will with Bequest leave a charitable bequest. Bequest has
        partnered with {figures.partnerCount} organizations and raised {figures.amountRaised} in
        bequests.
      </p>
      <Link className="button" to="/will">
        Make your free will today
      </Link>
    </section>
  );
};

/** The closing banner (platform-core.md 2.5). */
export const CtaBanner = () => (
  <section className="cta" aria-label="Get started">
    <p>
      <strong>100% free</strong> · Done in under 20 minutes
    </p>
  </section>
);

/**
 * The home page (platform-core.md 2.5): the hero, whose button follows the visitor's will or
 * trust (4.6); below it, revealed as they near the viewport, how it works, the products,
 * statistics (in the US only), media mentions, questions, why it is free and the closing banner.
 */
export const HomePage = () => {
  useExactPageTitle(
    'Bequest | Make your free will today',
    'Make a legal will, trust, healthcare directive and power of attorney online, free.',
  );
  const figures = useMarketingFigures();
  const country = useEffectiveCountry();
  // The home page's A/B group (platform-core.md 2.3, 9), drawn on the first visit (ADR 0028).
  useEffect(() => void ensureAbTestGroup(), []);
  return (
    <div className="page home">
      <HomeHero />

      <Reveal>
        <HowItWorks />
      </Reveal>

      <Reveal>
        <OtherProducts />
      </Reveal>

      {country === 'US' && (
        <Reveal>
          <MarketingStats figures={figures} />
        </Reveal>
      )}

      <Reveal>
        <PressMentions />
      </Reveal>

      <Reveal>
        <HomeFaq />
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

export default HomePage;
