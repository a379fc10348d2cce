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
    // The partner-branded beneficiary flow (giving 2.1).
    ['/beneficiaries/harbor-food-bank', 'beneficiaries/:partnerUrl/*'],
    ['/beneficiaries/harbor-food-bank/a-1/instructions', 'beneficiaries/:partnerUrl/*'],
    ['/npa', 'npa/*'],
    ['/beneficiaries', '/beneficiaries'],
    ['/npa/a-1/plan/primary', 'npa/*'],
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

describe('the stock gift routes of giving-and-beneficiaries.md 2.5', () => {
  const STEPS = 'sg/a/:stockGiftId/*';
  it.each([
    ['/stocks', 'stocks'],
    ['/sg', 'sg'],
    ['/stocks/harbor-food-bank/welcome', 'stocks/:partner/welcome'],
    ['/stocks/harbor-food-bank/give', 'stocks/:partner/give'],
    ['/stocks/harbor-food-bank/learn', 'stocks/:partner/learn'],
    ['/stocks/harbor-food-bank/manual', 'stocks/:partner/manual'],
    ['/stocks/harbor-food-bank/manual/gift-1', 'stocks/:partner/manual/:stockGiftId'],
    ['/stocks/harbor-food-bank/manual/gift-1/review', 'stocks/:partner/manual/:stockGiftId/review'],
    ['/stocks/harbor-food-bank/financial-advisor', 'stocks/:partner/financial-advisor'],
    [
      '/stocks/harbor-food-bank/financial-advisor/gift-1',
      'stocks/:partner/financial-advisor/:stockGiftId',
    ],
    ['/stocks/harbor-food-bank/gift-verification', 'stocks/:partner/gift-verification'],
    [
      '/stocks/harbor-food-bank/gift-verification/review',
      'stocks/:partner/gift-verification/review',
    ],
    [
      '/stocks/harbor-food-bank/gift-verification/summary',
      'stocks/:partner/gift-verification/summary',
    ],
    ['/sg/a/94-1156365/personal', 'sg/a/:orgId/personal'],
    ...[
      'brokerage',
      'donation',
      'review',
      'sign',
      'download/account-verification-step-up',
      'download/electronic-signature-prompt',
      'download/gift-summary',
    ].map((step) => [`/sg/a/gift-1/${step}`, STEPS]),
    ['/account/stocks', '/account/stocks'],
  ])('%s is answered by %s', (path, route) => {
    expect(leafOf(routes, path)).toBe(route);
  });
});
