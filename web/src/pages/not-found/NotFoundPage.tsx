import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';

export const NotFoundPage = () => {
  usePageTitle('Page not found | Bequest');
  return (
    <div className="page narrow">
      <h1>We could not find that page</h1>
      <p>
        The address may be mistyped, or the page may have moved.{' '}
        <Link to="/">Go to the home page</Link>.
      </p>
    </div>
  );
};

export default NotFoundPage;
