import type { RouteObject } from 'react-router-dom';
import { page } from '../../app/lazy-page';

/** The will wizard's routes under /will (documents.md 2.1, 2.3), each step its own chunk. */
export const willRoutes: RouteObject = {
  path: 'will',
  lazy: page(() => import('./WillWizardLayout')),
  children: [
    { index: true, lazy: page(() => import('./WillEntry')) },
    { path: '_last', lazy: page(() => import('./LastReachedStep')) },
    { path: 'basics/personal/get-started', lazy: page(() => import('./GetStartedStep')) },
    { path: 'basics/personal/profile', lazy: page(() => import('./BasicsStep')) },
    { path: 'nominees', lazy: page(() => import('./ChildrenStep')) },
    { path: 'nominees/children-and-pets/pets', lazy: page(() => import('./PetsStep')) },
    { path: 'assets/options', lazy: page(() => import('./AssetTypesStep')) },
    { path: 'assets/list', lazy: page(() => import('./AssetListStep')) },
    { path: 'assets/total', lazy: page(() => import('./EstateValueStep')) },
    { path: 'residual-distribution', lazy: page(() => import('./ResiduaryStep')) },
    { path: 'residual-distribution/summary', lazy: page(() => import('./ResiduaryStep')) },
    { path: 'gifts', lazy: page(() => import('./GiftsStep')) },
    { path: 'gifts/list', lazy: page(() => import('./GiftsStep')) },
    { path: 'custodians', lazy: page(() => import('./CustodiansStep')) },
    { path: 'funeral-wishes', lazy: page(() => import('./FuneralWishesStep')) },
    { path: 'provisions/executors', lazy: page(() => import('./ExecutorsStep')) },
    { path: 'provisions/no-contest', lazy: page(() => import('./ProvisionsStep')) },
    { path: 'review', lazy: page(() => import('./ReviewStep')) },
    { path: 'final/download', lazy: page(() => import('./NextStepsPage')) },
    { path: '_after', lazy: page(() => import('./NextStepsPage')) },
  ],
};
