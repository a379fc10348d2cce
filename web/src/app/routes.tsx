import { GIFT_LISTS } from '@bequest/sdk/app';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { PasswordRoute } from '../session/PasswordRoute';
import { ProtectedRoute } from '../session/ProtectedRoute';
import { Shell } from '../shells/Shell';
import { PageError } from '../error-reports/PageError';
import { PublicShellRoute } from '../shells/PublicShellRoute';
import { NOTICE_PATHS } from '../pages/errors/notice-paths';
import { INFO_PAGE_PATHS, LEGAL_PAGE_PATHS } from '../pages/info/info-page-paths';
import { ahcdRoutes } from '../wizards/ahcd/ahcd-routes';
import { dfpoaRoutes } from '../wizards/dfpoa/dfpoa-routes';
import {
  trustPages,
  trustRoutes,
  willPages,
  willRoutes,
} from '../wizards/estate-plan/estate-plan-routes';

import { page } from './lazy-page';
import { PARTNER_PAGE } from './route-handle';

const infoPage = (path: string): RouteObject => ({
  path,
  lazy: page(() => import('../pages/info/InfoPageView')),
});

/**
 * A gift of securities (giving 2.5, issue 23), for every tenant: the steps before the gift exists
 * in one chunk, the started gift's steps in another, the nonprofit's receipt in a third.
 */
const stockGiftRoutes: RouteObject[] = [
  ...[
    'stocks',
    'sg',
    'stocks/:partner/give',
    'stocks/:partner/welcome',
    ...['learn', 'manual', 'financial-advisor', 'gift-verification'].map(
      (page) => `stocks/:partner/${page}`,
    ),
    'sg/a/:orgId/personal',
  ].map((path) => ({ path, lazy: page(() => import('../pages/stock-gifts/StockGiftStartPages')) })),
  ...[
    'sg/a/:stockGiftId/*',
    // A started gift's steps on a partner's path (giving 2.5).
    'stocks/:partner/manual/:stockGiftId',
    'stocks/:partner/manual/:stockGiftId/review',
    'stocks/:partner/financial-advisor/:stockGiftId',
    'stocks/:partner/gift-verification/review',
    'stocks/:partner/gift-verification/summary',
  ].map((path) => ({ path, lazy: page(() => import('../pages/stock-gifts/StockGiftStepsPage')) })),
  {
    path: 'sg/n/:stockGiftId/receipt',
    lazy: page(() => import('../pages/stock-gifts/StockGiftReceiptPage')),
  },
];

/** The nonprofits' smart giving pages and their widget (giving 2.9, issue 26). */
const smartGivingRoutes: RouteObject[] = [
  ...['smartgiving', 'rtg'].map((path) => ({
    path,
    lazy: page(() => import('../pages/smart-giving/SmartGivingIndexPage')),
  })),
  ...['smartgiving/:urlName', 'widget/smartgiving/:urlName'].map((path) => ({
    path,
    lazy: page(() => import('../pages/smart-giving/SmartGivingPage')),
  })),
];

/**
 * The partner-branded beneficiary flow (giving 2.1, issue 26) and the account's Beneficiary Plan
 * page, in one chunk (they share the plan's forms: apart, each shared module would be a chunk
 * named in the first load's preload map). The flow routes among its pages, signs people in itself
 * and shows the not-found page where the tenant has no Beneficiary Plan.
 */
const beneficiaryPages = page(() => import('../pages/npa/NpaPages'));
const npaRoutes: RouteObject[] = ['beneficiaries/:partnerUrl/*', 'npa/*'].map((path) => ({
  path,
  lazy: beneficiaryPages,
}));

/** The QCD and DAF grant pages, which route among themselves (giving 2.6, 2.7, 2.10). */
const givingPages = page(() => import('../pages/giving/GivingPages'));

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // Shown while the first page's chunk loads, before the shell can render.
    hydrateFallbackElement: <Loading />,
    errorElement: <PageError />,
    children: [
      {
        element: <PublicShellRoute />,
        children: [
          { index: true, lazy: page(() => import('../pages/home/HomePage')) },
          { path: 'ad/:slug', lazy: page(() => import('../pages/ad/AdCampaignPage')) },
          ...INFO_PAGE_PATHS.filter((path) => !LEGAL_PAGE_PATHS.includes(path)).map(infoPage),
        ],
      },
      ...LEGAL_PAGE_PATHS.map(infoPage),
      { path: 'login', lazy: page(() => import('../pages/sign-in/LogInPage')) },
      {
        path: 'login/from-client-connect',
        lazy: page(() => import('../pages/sign-in/ClientConnectLogInPage')),
      },
      { path: 'terminus', lazy: page(() => import('../pages/sign-in/TerminusPage')) },
      {
        path: 'shared-document',
        lazy: page(() => import('../pages/fiduciary-sharing/SharedDocumentPage')),
      },
      {
        element: <PasswordRoute />,
        children: [
          { path: 'signup', lazy: page(() => import('../pages/sign-in/SignUpPage')) },
          ...['verify_email', 'activate/verify'].map((path) => ({
            path,
            lazy: page(() => import('../pages/sign-in/VerifyEmailPage')),
          })),
          {
            path: 'login/request-verification',
            lazy: page(() => import('../pages/sign-in/RequestVerificationPage')),
          },
          {
            path: 'password_recovery',
            lazy: page(() => import('../pages/sign-in/PasswordRecoveryPage')),
          },
          {
            path: 'password_reset',
            lazy: page(() => import('../pages/sign-in/PasswordResetPage')),
          },
        ],
      },
      {
        path: 'callback',
        lazy: page(() => import('../pages/sign-in/SingleSignOnCallbackPage')),
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'account', lazy: page(() => import('../pages/account/AccountPage')) },
          {
            path: 'account/settings',
            lazy: page(() => import('../pages/account/settings/AccountSettingsPage')),
          },
          {
            path: 'sharing',
            lazy: page(() => import('../pages/account/sharing/SharingPage')),
          },
          {
            path: 'signing-guide/:kind',
            lazy: page(() => import('../pages/signing/SigningGuidePage')),
          },
          {
            path: 'fiduciary-shares',
            lazy: page(() => import('../pages/fiduciary-sharing/FiduciarySharesPage')),
          },
          {
            path: 'fund-your-trust',
            lazy: page(() => import('../pages/trust-funding/FundYourTrustPage')),
          },
          {
            path: 'account/help',
            lazy: page(() => import('../pages/account/help/AccountHelpPage')),
          },
          { path: 'account/beneficiaries', lazy: beneficiaryPages },
          {
            path: GIFT_LISTS.STOCK_GIFT.path,
            lazy: page(() => import('../pages/stock-gifts/StockGiftListPage')),
          },
          ...[GIFT_LISTS.QCD, GIFT_LISTS.DAF].map(({ path }) => ({ path, lazy: givingPages })),
          ...['profile-selector', 'login/profiles'].map((path) => ({
            path,
            lazy: page(() => import('../pages/profiles/ProfileSelectorPage')),
          })),
          {
            path: 'choose-your-plan',
            lazy: page(() => import('../pages/plans/ChooseYourPlanPage')),
          },
          ahcdRoutes,
          dfpoaRoutes,
          { path: 'one-click', lazy: page(() => import('../pages/smart-giving/OneClickPage')) },
        ],
      },
      {
        element: <ProtectedRoute anySession />,
        children: [
          {
            path: 'create-password',
            lazy: page(() => import('../pages/sign-in/CreatePasswordPage')),
          },
          {
            path: 'finish-account',
            lazy: page(() => import('../pages/sign-in/FinishAccountPage')),
          },
        ],
      },
      willPages,
      trustPages,
      willRoutes,
      trustRoutes,
      { path: 'household', lazy: page(() => import('../pages/household/HouseholdPage')) },
      {
        path: 'trust/:partnerUrl',
        handle: PARTNER_PAGE,
        lazy: page(() => import('../pages/partners/TrustPartnerPage')),
      },
      ...NOTICE_PATHS.map((path) => ({
        path,
        lazy: page(() => import('../pages/errors/NoticePage')),
      })),
      ...['record', 'recordnew']
        .flatMap((base) => [base, `${base}/:first`, `${base}/:partner/:step`])
        .map((path) => ({
          path,
          lazy: page(() => import('../pages/gift-confirmation/GiftConfirmationPage')),
        })),
      ...stockGiftRoutes,
      ...smartGivingRoutes,
      ...npaRoutes,
      ...['qcd/*', 'daf/*'].map((path) => ({ path, lazy: givingPages })),
      ...[':partnerOrgUrl', 'lp/:slug', 'partner/:slug'].map((path) => ({
        path,
        handle: PARTNER_PAGE,
        lazy: page(() => import('../pages/partners/PartnerLandingPage')),
      })),
      { path: '*', lazy: page(() => import('../pages/not-found/NotFoundPage')) },
    ],
  },
];
