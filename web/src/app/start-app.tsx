import type { ConsumerClient } from '@bequest/sdk/app';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { loadMatchedPages } from './lazy-page';
import { readPrerenderedPage } from './prerendered-page';
import { routes } from './routes';

/**
 * The app in `root`: it takes over the page the server prerendered there (hydration), once that
 * page's chunk has come, or renders it from nothing (ADR 0017).
 */
export const startApp = async (root: HTMLElement, client: ConsumerClient) => {
  const page = readPrerenderedPage();
  if (page) await loadMatchedPages(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <App client={client} page={page}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds: the page is already
  // painted, and a long task would hold back the visitor's first tap or scroll.
  if (page) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
};
