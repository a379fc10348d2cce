import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BequestProvider } from '@bequest/sdk/react';
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

const renderModal = (
  profile: ReturnType<typeof texProfile>,
  calls: FakeCall[],
  showGenderQuestion = false,
) =>
  render(
    <BequestProvider client={fakeBequest(() => ({ status: 200, body: profile }), calls)}>
      <QueryClientProvider client={new QueryClient()}>
        <EditProfileModal
          open
          onClose={() => undefined}
          profile={profile}
          showGenderQuestion={showGenderQuestion}
        />
      </QueryClientProvider>
    </BequestProvider>,
  );

const savedBody = (calls: FakeCall[]) => calls.find((call) => call.call.startsWith('PATCH'))?.body;

describe('editing a profile: the county where required (platform-core.md 2.12)', () => {
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

describe('editing a profile: the additional gender information (platform-core.md 3, 5)', () => {
  const LABEL = 'Additional gender information (optional)';
  const saved = async (calls: FakeCall[]) => {
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedBody(calls)).toBeDefined());
    return JSON.parse(savedBody(calls)!) as Record<string, unknown>;
  };

  it('asks it, optionally, for Trans or Non-binary, and saves it with the profile', async () => {
    const calls: FakeCall[] = [];
    renderModal(withAddress({ gender: 'MALE' }), calls, true);
    expect(screen.queryByLabelText(LABEL)).toBeNull();
    await userEvent.click(screen.getByLabelText('Trans'));
    await userEvent.type(screen.getByLabelText(LABEL), 'Trans woman, she/her');
    await userEvent.click(screen.getByLabelText('Non-binary'));
    expect(screen.getByLabelText(LABEL)).toHaveValue('Trans woman, she/her');
    expect(await saved(calls)).toMatchObject({
      gender: 'OTHER',
      genderDesc: 'Trans woman, she/her',
    });
  });

  it('starts from the saved text, and saves nothing when left blank', async () => {
    const calls: FakeCall[] = [];
    renderModal(withAddress({ gender: 'OTHER', genderDesc: 'genderfluid' }), calls, true);
    expect(screen.getByLabelText(LABEL)).toHaveValue('genderfluid');
    await userEvent.clear(screen.getByLabelText(LABEL));
    expect(await saved(calls)).toMatchObject({ gender: 'OTHER', genderDesc: null });
  });

  it('hides it for Male or Female, and lets go of the text written for another gender', async () => {
    const calls: FakeCall[] = [];
    renderModal(withAddress({ gender: 'TRANS', genderDesc: 'trans man' }), calls, true);
    await userEvent.click(screen.getByLabelText('Male'));
    expect(screen.queryByLabelText(LABEL)).toBeNull();
    expect(await saved(calls)).toMatchObject({ gender: 'MALE', genderDesc: null });
  });

  it('is not asked, nor sent, where the tenant does not ask the gender question', async () => {
    const calls: FakeCall[] = [];
    renderModal(withAddress({ gender: 'OTHER', genderDesc: 'genderfluid' }), calls);
    expect(screen.queryByLabelText(LABEL)).toBeNull();
    const body = await saved(calls);
    expect(body).not.toHaveProperty('gender');
    expect(body).not.toHaveProperty('genderDesc');
  });
});
