import { createBequestClient } from '@bequest/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BequestProvider } from '../../sdk-client/bequest';
import { CreatePasswordPage } from './CreatePasswordPage';

describe('create password (platform-core.md 2.6)', () => {
  it('checks the password and its confirmation, then sends it and shows a refusal', async () => {
    const calls: string[] = [];
    render(
      <BequestProvider
        client={createBequestClient({
          baseUrl: 'http://bequest.test',
          fetch: (async (url: string, init: RequestInit) => {
            calls.push(`${init.method} ${new URL(url).pathname} ${String(init.body)}`);
            return new Response(
              JSON.stringify({
                error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' },
              }),
              { status: 401 },
            );
          }) as typeof fetch,
        })}
      >
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <CreatePasswordPage />
          </MemoryRouter>
        </QueryClientProvider>
      </BequestProvider>,
    );
    await userEvent.type(screen.getByLabelText('New password'), 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(
      await screen.findByText(
        'Use at least 8 characters with a lower-case letter, an upper-case letter and a number.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Garden2026');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'Garden2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue.');
    expect(calls).toEqual([
      'PUT /v2/auth/password {"password":"Garden2026","confirmPassword":"Garden2026"}',
    ]);
  });
});
