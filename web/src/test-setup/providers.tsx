import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BequestProvider } from '@bequest/sdk/react';
import { fakeBequest } from './fake-bequest';

/** What a component rendered alone reads through: an SDK that answers nothing, a query cache. */
export const Providers = ({ children }: { readonly children: ReactNode }) => {
  const [client] = useState(() => fakeBequest(() => ({ status: 404 })));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <BequestProvider client={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BequestProvider>
  );
};
