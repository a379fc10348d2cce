import type { Contract, RouteResponse } from '@bequest/sdk/app';
import { createContext } from 'react';

/**
 * What the server rendered a prerendered page with, carried in the page so the browser's first
 * render (its hydration) starts from the same (ADR 0017).
 */
export interface PrerenderedPage {
  /** GET /v2/tenant's answer. */
  readonly tenant: RouteResponse<Contract['getTenant']>;
  /** The month the server rendered in, as `monthKey` counts it. */
  readonly month: number;
}

/** The element that carries it: a script of type application/json, which never runs. */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

export const PrerenderedPageContext = createContext<PrerenderedPage | null>(null);

/** The page's data when the server prerendered this page, else null. */
export const readPrerenderedPage = (): PrerenderedPage | null => {
  const data = document.getElementById(PRERENDERED_PAGE_ID)?.textContent;
  return data ? (JSON.parse(data) as PrerenderedPage) : null;
};
