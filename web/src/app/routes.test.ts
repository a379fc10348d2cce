import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

/** The path of the route that answers `path`: the last one matched. */
const leafOf = (table: RouteObject[], path: string) => matchRoutes(table, path)?.at(-1)?.route.path;

describe('the routes the specification names without behavior (platform-core.md 2.2, 2.6, ADR 0011)', () => {
  it.each([
    ['/ad/spring-2027', 'ad/:slug'],
    ['/ad/Spring_Sale', 'ad/:slug'],
    ['/terminus', 'terminus'],
    ['/shared-document', 'shared-document'],
    ['/login/from-client-connect', 'login/from-client-connect'],
    ['/login', 'login'],
    ['/harbor-food-bank', ':partnerOrgUrl'],
  ])('%s is answered by %s', (path, route) => {
    expect(leafOf(routes, path)).toBe(route);
  });

  it('declares each before the partner landing page that any one-segment path could name', () => {
    const paths = routes[0]!.children!.flatMap((route) => [
      route.path,
      ...(route.children ?? []).map((child) => child.path),
    ]);
    const partnerPage = paths.indexOf(':partnerOrgUrl');
    for (const path of ['ad/:slug', 'terminus', 'login/from-client-connect'])
      expect(paths.indexOf(path)).toBeGreaterThanOrEqual(0);
    for (const path of ['ad/:slug', 'terminus', 'login/from-client-connect'])
      expect(paths.indexOf(path)).toBeLessThan(partnerPage);
  });

  it('would answer them the same in any order: a fixed segment outranks a parameter', () => {
    const table: RouteObject[] = [
      { path: ':partnerOrgUrl' },
      { path: 'lp/:slug' },
      { path: 'ad/:slug' },
      { path: 'terminus' },
      { path: 'login/from-client-connect' },
    ];
    expect(leafOf(table, '/terminus')).toBe('terminus');
    expect(leafOf(table, '/login/from-client-connect')).toBe('login/from-client-connect');
    expect(leafOf(table, '/ad/spring')).toBe('ad/:slug');
  });
});
