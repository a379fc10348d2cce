import { giftConfirmationThanks } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';

/** Step 3: the thanks, and what else the donor can do here. */
export const FinalStep = ({
  firstName,
  nonprofitName,
}: {
  readonly firstName: string;
  readonly nonprofitName: string;
}) => (
  <div className="page narrow">
    <h1>Thank you</h1>
    <p role="status">{giftConfirmationThanks(firstName, nonprofitName)}</p>
    <p>
      Your plans can change at any time; nothing you told us here changes your will. If you have not
      written one yet, you can do it here for free in about 20 minutes.
    </p>
    <p>
      <Link className="button button--primary" to="/will">
        Make my free will
      </Link>
    </p>
  </div>
);
