import { matchRoutes } from 'react-router-dom';
import { routes } from '../app/routes';

/**
 * Whether the app has a page of its own at `path`: neither the unknown-page route nor a partner's
 * landing page, which any one-segment path could name.
 */
export const isAppPage = (path: string): boolean => {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route.path;
  return leaf !== '*' && leaf !== ':partnerOrgUrl';
};
