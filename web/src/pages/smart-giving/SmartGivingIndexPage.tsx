import { useSmartGivingPages } from '@bequest/sdk/react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { Loading } from '../../components/Loading';

/** The nonprofits with a smart giving page (giving 2.9 /smartgiving and /rtg), by name. */
export const SmartGivingIndexPage = () => {
  const pages = useSmartGivingPages();
  usePageTitle('Ways to give to the nonprofits we work with');
  return (
    <article className="page narrow">
      <h1>Ways to give to the nonprofits we work with</h1>
      <p>
        Choose a nonprofit to see how you can support it: a gift in your will or trust, naming it as
        a beneficiary, a gift of stock, from your IRA, or from your donor-advised fund.
      </p>
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <p role="alert">We could not load the list. Please reload the page.</p>
      ) : (
        <ul>
          {pages.data.map((page) => (
            <li key={page.urlName}>
              <Link to={`/smartgiving/${encodeURIComponent(page.urlName)}`}>
                {page.displayName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
};

export default SmartGivingIndexPage;
