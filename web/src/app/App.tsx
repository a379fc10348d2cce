import type { BequestClient } from '@bequest/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/Toasts';
import { BequestProvider } from '../sdk-client/bequest';
import { tenantQuery } from '../tenant/use-tenant';

/** The app around its routes: the SDK client, the query cache and the toasts every page shares. */
export const App = ({
  client,
  router,
}: {
  readonly client: BequestClient;
  /** Made once, outside: a router made while rendering would start over on every render. */
  readonly router: ReturnType<typeof createBrowserRouter>;
}) => {
  const [queryClient] = useState(() => {
    const cache = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    // Every page waits for the tenant: ask at once, while the first page's code still loads.
    void cache.prefetchQuery(tenantQuery(client));
    return cache;
  });
  return (
    <BequestProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </BequestProvider>
  );
};
