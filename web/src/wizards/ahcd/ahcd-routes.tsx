import type { RouteObject } from 'react-router-dom';
import { page } from '../../app/lazy-page';

/** The healthcare directive wizard under /ahcd (documents.md 2.4). */
export const ahcdRoutes: RouteObject = {
  path: 'ahcd',
  lazy: page(() => import('./AhcdWizardLayout')),
  children: [
    { index: true, lazy: page(() => import('./AhcdEntry')) },
    { path: 'table-of-contents', lazy: page(() => import('./TableOfContentsPage')) },
    { path: 'tutorial', lazy: page(() => import('./TutorialPage')) },
    { path: 'review/final', lazy: page(() => import('./AhcdReviewPage')) },
    { path: 'review/download', lazy: page(() => import('./AhcdDownloadPage')) },
    { path: 'end', lazy: page(() => import('./AhcdEntry')) },
    // Every step: the page finds it among the steps of the person's state.
    { path: '*', lazy: page(() => import('./AhcdStepPage')) },
  ],
};
