import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BequestProvider } from '@bequest/sdk/react';
import { fakeBequest, type FakeCall } from '../../test-setup/fake-bequest';
import { CreatePasswordPage } from './CreatePasswordPage';

describe('create password (platform-core.md 2.6)', () => {
  it('checks the password and its confirmation, then sends it and shows a refusal', async () => {
    const calls: FakeCall[] = [];
    render(
      <BequestProvider
        client={fakeBequest(
          () => ({
            status: 401,
            body: {
              error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' },
            },
          }),
          calls,
        )}
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
      {
        call: 'PUT /v2/auth/password',
        body: '{"password":"Garden2026","confirmPassword":"Garden2026"}',
      },
    ]);
  });
});
