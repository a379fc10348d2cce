import type { ConsumerClient } from '@bequest/sdk/app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/Toasts';
import { ErrorReporting } from '../error-reports/ErrorReporting';
import { bequestKeys, BequestProvider, tenantQuery } from '@bequest/sdk/react';
import { PrerenderedPageContext, type PrerenderedPage } from './prerendered-page';

/** The app around its routes: the SDK client, the query cache and the toasts every page shares. */
export const App = ({
  client,
  page = null,
  children,
}: {
  readonly client: ConsumerClient;
  /** What the server prerendered this page with, when it did (ADR 0017). */
  readonly page?: PrerenderedPage | null;
  /**
   * The router's provider: the browser's, or the server's static one. A router is made once,
   * outside: one made while rendering would start over on every render.
   */
  readonly children: ReactNode;
}) => {
  const [queryClient] = useState(() => {
    const cache = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    // Every page waits for the tenant: a prerendered page carries it, else ask at once, while
    // the first page's code still loads. A page is prerendered only for a browser without the
    // signed-in hint, which has nobody to ask for (use-current-user.ts).
    if (page) {
      cache.setQueryData(bequestKeys.tenant(), page.tenant);
      cache.setQueryData(bequestKeys.me(), null);
    } else void cache.prefetchQuery(tenantQuery(client));
    return cache;
  });
  return (
    <PrerenderedPageContext.Provider value={page}>
      <BequestProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <ErrorReporting />
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </BequestProvider>
    </PrerenderedPageContext.Provider>
  );
};
