import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { fakeBequest, type FakeAnswer, type FakeCall } from './fake-bequest';

/**
 * The whole app at `path` as the browser runs it, in StrictMode (effects run twice), its SDK
 * answering each request as `answer` says by "METHOD /path" (else 404); every request is kept,
 * with its query and body, in `calls`.
 */
export const renderStrictAppAt = (
  path: string,
  answer: (call: string, request: FakeCall) => FakeAnswer | undefined,
) => {
  const calls: FakeCall[] = [];
  const client = fakeBequest(
    (request) => answer(request.call.split('?')[0]!, request) ?? { status: 404 },
    calls,
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <App client={client}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
  return { router, calls };
};
