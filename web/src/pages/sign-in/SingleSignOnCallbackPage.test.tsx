import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BequestProvider } from '@bequest/sdk/react';
import { fakeBequest, type FakeCall } from '../../test-setup/fake-bequest';
import { SingleSignOnCallbackPage } from './SingleSignOnCallbackPage';

describe('the single sign-on callback page (platform-core.md 4.2)', () => {
  it("sends the provider's answer once, even when effects run twice, and shows why it was refused", async () => {
    window.history.pushState({}, '', '/callback?code=abc&state=xyz&iss=http%3A%2F%2Fidp');
    const calls: FakeCall[] = [];
    render(
      <StrictMode>
        <BequestProvider
          client={fakeBequest(
            () => ({
              status: 401,
              body: {
                error: {
                  code: 'SSO.INVALID_STATE',
                  message: 'This sign-in link is not valid any more. Please sign in again.',
                },
              },
            }),
            calls,
          )}
        >
          <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>
              <SingleSignOnCallbackPage />
            </MemoryRouter>
          </QueryClientProvider>
        </BequestProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is not valid any more. Please sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([
      {
        call: 'POST /v2/auth/sso/callback',
        body: '{"callbackQuery":"code=abc&state=xyz&iss=http%3A%2F%2Fidp"}',
      },
    ]);
  });
});
