import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import type { NoticePath } from './notice-paths';
import { NOTICES } from './notices';

/** A page that explains why a flow stopped (platform-core.md 2.4, 8), chosen by its path. */
export const NoticePage = () => {
  const notice = NOTICES[useLocation().pathname as NoticePath];
  usePageTitle(notice.title);
  return (
    <div className="page narrow">
      <h1>{notice.heading}</h1>
      <p>{notice.body}</p>
      <Link className="button button--primary" to={notice.action.to}>
        {notice.action.label}
      </Link>
    </div>
  );
};

export default NoticePage;
