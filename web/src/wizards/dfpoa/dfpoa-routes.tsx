import { DFPOA_GROUP_PATHS } from '@bequest/sdk/app';
import type { RouteObject } from 'react-router-dom';
import { page } from '../../app/lazy-page';

const under = (path: string) => path.slice('/dfpoa/'.length);

/** The power of attorney wizard under /dfpoa (documents.md 2.5). */
export const dfpoaRoutes: RouteObject = {
  path: 'dfpoa',
  lazy: page(() => import('./DfpoaWizardLayout')),
  children: [
    { index: true, lazy: page(() => import('./DfpoaEntry')) },
    { path: 'tutorial', lazy: page(() => import('./DfpoaTutorialPage')) },
    ...Object.values(DFPOA_GROUP_PATHS).map((path) => ({
      path: under(path),
      lazy: page(() => import('./DfpoaGroupStart')),
    })),
    { path: 'review', lazy: page(() => import('./DfpoaReviewPage')) },
    { path: 'review/final', lazy: page(() => import('./DfpoaReviewPage')) },
    { path: 'review/print', lazy: page(() => import('./DfpoaPrintPage')) },
    // Every lettered step: the page finds it among the steps shown for the answers and state.
    { path: '*', lazy: page(() => import('./DfpoaStepPage')) },
  ],
};
