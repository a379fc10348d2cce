import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BequestProvider } from '../sdk-client/bequest';
import { fakeBequest, type FakeCall } from '../test-setup/fake-bequest';
import { texProfile } from '../test-setup/signed-in-user';
import { EditProfileModal } from './EditProfileModal';

const withAddress = (records: Parameters<typeof texProfile>[0] = {}) =>
  texProfile({
    birthDate: '1975-03-09',
    address1: '12 Elm St',
    city: 'Springfield',
    administrativeArea: 'IL',
    postalCode: '62701',
    ...records,
  });

const renderModal = (profile: ReturnType<typeof texProfile>, calls: FakeCall[]) =>
  render(
    <BequestProvider client={fakeBequest(() => ({ status: 200, body: profile }), calls)}>
      <QueryClientProvider client={new QueryClient()}>
        <EditProfileModal
          open
          onClose={() => undefined}
          profile={profile}
          showGenderQuestion={false}
        />
      </QueryClientProvider>
    </BequestProvider>,
  );

describe('editing a profile: the county where required (platform-core.md 2.12)', () => {
  const savedBody = (calls: FakeCall[]) =>
    calls.find((call) => call.call.startsWith('PATCH'))?.body;

  it('keeps the county a will names: it cannot be erased', async () => {
    const calls: FakeCall[] = [];
    renderModal(withAddress({ will: { randId: 'w1' }, county: 'Cook' }), calls);
    await userEvent.clear(screen.getByLabelText('County'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your county')).toBeVisible();
    await userEvent.type(screen.getByLabelText('County'), 'Sangamon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedBody(calls)).toContain('"county":"Sangamon"'));
  });

  it('asks it, optionally, of a profile whose trust has none yet', async () => {
    const calls: FakeCall[] = [];
    renderModal(withAddress({ rlt: { randId: 'r1' } }), calls);
    expect(screen.getByLabelText('County (optional)')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedBody(calls)).toContain('"county":null'));
  });

  it('does not ask it of a profile without a will or trust', () => {
    renderModal(withAddress(), []);
    expect(screen.queryByLabelText(/County/)).toBeNull();
  });
});
