import { TRANSFER_METHODS } from '@bequest/sdk/app';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { PartnerRoute } from '../giving/PartnerRoute';
import { PARTNER_PATH_METHODS, type PartnerPathSegment } from './chosen-transfer-method';
import { StepHeading } from './stock-gift-flow';
import { StockGiftStartPage } from './StockGiftStartPage';

const WAYS: readonly { segment: PartnerPathSegment; says: string }[] = [
  {
    segment: 'manual',
    says: 'We prepare a letter of authorization for you to sign and send to your brokerage, which moves the shares.',
  },
  {
    segment: 'financial-advisor',
    says: 'With your consent, we e-mail your advisor the letter you sign, and they arrange the transfer.',
  },
  {
    segment: 'gift-verification',
    says: 'Tell us what you gave, so the nonprofit can match the shares to you and acknowledge your gift.',
  },
];

/**
 * Giving stock to a partner (giving 2.5 /stocks/:partner/learn): why shares rather than cash, the
 * three ways the shares can move, each a way in with that way chosen, and what happens next.
 */
const Learn = ({ partner, name }: { readonly partner: string; readonly name: string }) => {
  usePageTitle(`Give stock to ${name}`);
  const base = `/stocks/${encodeURIComponent(partner)}`;
  return (
    <article className="page narrow">
      <StepHeading>Give stock to {name}</StepHeading>
      <p>
        You can give {name} shares you own, of a company, a mutual fund or an exchange-traded fund,
        straight from your brokerage account. If the shares have risen in value, neither you nor{' '}
        {name} pays capital gains tax on the rise, and you can generally deduct their value. It is
        free, and takes about five minutes.
      </p>
      <section>
        <h2>Three ways the shares can move</h2>
        <ul>
          {WAYS.map(({ segment, says }) => (
            <li key={segment}>
              <Link to={`${base}/${segment}`}>
                {TRANSFER_METHODS[PARTNER_PATH_METHODS[segment]]}
              </Link>
              . {says}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>What happens next</h2>
        <p>
          Transfers between brokerages usually arrive within a few business days. {name} tells us
          when the shares arrive, and we e-mail you its acknowledgement of your gift for your taxes.
          It names the shares, not their value.{' '}
          <Link to="/donate-stocks">More about the tax side</Link>.
        </p>
      </section>
      <p>
        <Link className="button button--primary" to={`${base}/give`}>
          Give stock to {name}
        </Link>
      </p>
    </article>
  );
};

/**
 * A partner's stock gift pages (giving 2.5): /stocks/:partner/learn, and the ways in that choose
 * how the shares move (/manual, /financial-advisor, /gift-verification), which start the gift as
 * /stocks/:partner/give does. An unknown partner leads home.
 */
const StockGiftPartnerPages = ({ page }: { readonly page: 'learn' | PartnerPathSegment }) => {
  const { partner = '' } = useParams<{ partner: string }>();
  return (
    <PartnerRoute urlName={partner} product="stock_gift">
      {(name) =>
        page === 'learn' ? (
          <Learn partner={partner} name={name} />
        ) : (
          <StockGiftStartPage transferMethod={PARTNER_PATH_METHODS[page]} />
        )
      }
    </PartnerRoute>
  );
};

export default StockGiftPartnerPages;
