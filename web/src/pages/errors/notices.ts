import { AUTH_ERROR_ROUTES } from '@bequest/sdk/app';
import type { NoticePath } from './notice-paths';

/** A page that explains why a flow stopped, and where to go from there. */
export interface Notice {
  readonly title: string;
  readonly heading: string;
  readonly body: string;
  readonly action: { readonly label: string; readonly to: string };
}

/** The error routes of the auth flows (platform-core.md 8) and /firm-not-found (2.4). */
export const NOTICES: Readonly<Record<NoticePath, Notice>> = {
  [AUTH_ERROR_ROUTES.accountExists]: {
    title: 'You already have an account',
    heading: 'You already have an account',
    body: 'An account with this e-mail address already exists. Log in to pick up where you left off; if you forgot your password, you can choose a new one.',
    action: { label: 'Log in', to: '/login' },
  },
  [AUTH_ERROR_ROUTES.invalidAge]: {
    title: 'You must be 18 or older',
    heading: 'You must be 18 or older',
    body: 'In nearly every state you must be at least 18 to make a will or the other documents offered here. Please come back once you are 18; a parent or guardian can make their own plan in the meantime.',
    action: { label: 'Go to the home page', to: '/' },
  },
  [AUTH_ERROR_ROUTES.serviceNotAvailable]: {
    title: 'Not available for this account',
    heading: 'This service is not available for your account',
    body: 'We cannot offer estate planning to this account. If you think this is a mistake, write to us at the help address at the foot of this page and we will look into it.',
    action: { label: 'Go to the home page', to: '/' },
  },
  '/firm-not-found': {
    title: 'We could not find your firm',
    heading: 'We could not find your firm',
    body: 'The link you followed does not name a firm we work with. Please use the link your financial advisor or employer sent you, or ask them for a new one.',
    action: { label: 'Go to the home page', to: '/' },
  },
};
