import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../components/Toasts';
import { BequestProvider } from '@bequest/sdk/react';
import { fakeBequest, type FakeCall } from '../test-setup/fake-bequest';
import { tenantAnswer } from '../test-setup/render-app';
import { CreateProfileModal } from './CreateProfileModal';

const renderModal = (flags: Record<string, unknown>, calls: FakeCall[]) => {
  const queries = new QueryClient();
  queries.setQueryData(['tenant'], tenantAnswer('bequest', flags).body);
  render(
    <BequestProvider
      client={fakeBequest(
        () => ({
          status: 409,
          body: {
            error: {
              code: 'PROFILE.DUPLICATE_NAME',
              message: 'A profile with this name already exists',
            },
          },
        }),
        calls,
      )}
    >
      <QueryClientProvider client={queries}>
        <ToastProvider>
          <MemoryRouter>
            <CreateProfileModal open onClose={() => undefined} />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </BequestProvider>,
  );
};

describe('create new profile (platform-core.md 2.12)', () => {
  it('asks the country where the Canada feature is on, and sends it', async () => {
    const calls: FakeCall[] = [];
    renderModal({ FW_CANADA: 'true' }, calls);
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    await userEvent.type(screen.getByLabelText('Full legal name'), 'Ana Rivera');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    await userEvent.click(screen.getByLabelText(/I accept the Terms of Service/));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText('A profile with this name already exists')).toBeVisible();
    await waitFor(() =>
      expect(calls.find((call) => call.call === 'POST /v2/profiles')?.body).toContain(
        '"country":"CA"',
      ),
    );
  });

  it('does not ask it otherwise', () => {
    renderModal({}, []);
    expect(screen.queryByLabelText('Country')).toBeNull();
  });
});
