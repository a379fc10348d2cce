import { TRUST_FLOW, WILL_FLOW, type EstatePlanFlow, type WizardStepKind } from '@bequest/sdk/app';
import type { RouteObject } from 'react-router-dom';
import { page } from '../../app/lazy-page';

type Screen = Parameters<typeof page>[0];

/** The screen of each kind of step, each its own chunk. */
const STEP_SCREENS: Record<WizardStepKind, Screen> = {
  'get-started': () => import('./GetStartedStep'),
  basics: () => import('./BasicsStep'),
  children: () => import('./ChildrenStep'),
  pets: () => import('./PetsStep'),
  'successor-trustees': () => import('./SuccessorTrusteesStep'),
  executors: () => import('./ExecutorsStep'),
  'asset-kinds': () => import('./AssetTypesStep'),
  'asset-list': () => import('./AssetListStep'),
  'estate-value': () => import('./EstateValueStep'),
  residuary: () => import('./ResiduaryStep'),
  funding: () => import('./AssetTypesStep'),
  gifts: () => import('./GiftsStep'),
  custodians: () => import('./CustodiansStep'),
  'funeral-wishes': () => import('./FuneralWishesStep'),
  provisions: () => import('./ProvisionsStep'),
  review: () => import('./ReviewStep'),
};

/** A flow's routes under its base (documents.md 2.1-2.3): entry, steps, /_last and next steps. */
const flowRoutes = (
  flow: EstatePlanFlow,
  layout: Screen,
  aliases: Record<string, WizardStepKind>,
): RouteObject => ({
  path: flow.base.slice(1),
  lazy: page(layout),
  children: [
    { index: true, lazy: page(() => import('./ResumeEntry')) },
    { path: '_last', lazy: page(() => import('./LastReachedStep')) },
    ...flow.steps.map((step) => ({
      path: step.path.slice(1),
      lazy: page(STEP_SCREENS[step.kind]),
    })),
    ...Object.entries(aliases).map(([path, kind]) => ({ path, lazy: page(STEP_SCREENS[kind]) })),
    {
      path: flow.nextStepsPath.slice(flow.base.length + 1),
      lazy: page(() => import('./NextStepsPage')),
    },
    { path: '_after', lazy: page(() => import('./NextStepsPage')) },
    { path: 'nominee-sharing', lazy: page(() => import('./NomineeSharingPage')) },
    {
      path: flow.giftPortionPath.slice(flow.base.length + 1),
      lazy: page(() => import('./GiftPortionPage')),
    },
  ],
});

/** Pages under a flow's base that are not steps of it. */
export const willPages: RouteObject = {
  path: 'will/featureship-cards-demo',
  lazy: page(() => import('../../pages/landing/FeatureCardsDemoPage')),
};
export const trustPages: RouteObject = {
  path: 'rlt/pages/acme-trust-landing-page',
  lazy: page(() => import('../../pages/landing/AcmeTrustLandingPage')),
};

export const willRoutes = flowRoutes(WILL_FLOW, () => import('./WillWizard'), {
  'residual-distribution/summary': 'residuary',
  'gifts/list': 'gifts',
});

export const trustRoutes = flowRoutes(TRUST_FLOW, () => import('./TrustWizard'), {});
