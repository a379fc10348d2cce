import { ProfileSchema } from '@bequest/sdk/app';
import { render, screen } from '@testing-library/react';
import { ProfileSummary } from './ProfileSummary';

const profile = (address: Record<string, string>) => ({
  ...ProfileSchema.parse({
    randId: 'p',
    accountId: 'a',
    tenantId: 'acme-wealth',
    email: 'jordan@example.com',
    fullName: { first: 'Jordan', middle: 'Lee', last: 'Rivera' },
    birthDate: '1975-03-09',
    phone: '2065550142',
    ...address,
  }),
  version: 1,
});

describe('the profile summary (platform-core.md 2.11)', () => {
  it('shows the name, birth date, phone and, white-labeled, always the address', () => {
    render(<ProfileSummary profile={profile({})} showGender={false} whiteLabelled />);
    expect(screen.getByText('Jordan Lee Rivera')).toBeInTheDocument();
    expect(screen.getByText('03/09/1975')).toBeInTheDocument();
    expect(screen.getByText('(206) 555-0142')).toBeInTheDocument();
    expect(screen.getByText('Address')).toBeInTheDocument();
    expect(screen.queryByText('Gender')).not.toBeInTheDocument();
  });

  it('the standard summary shows the address only once a part of it is filled', () => {
    const { rerender } = render(
      <ProfileSummary profile={profile({})} showGender whiteLabelled={false} />,
    );
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
    expect(screen.getByText('Gender')).toBeInTheDocument();
    rerender(
      <ProfileSummary profile={profile({ city: 'Seattle' })} showGender whiteLabelled={false} />,
    );
    expect(screen.getByText('Address')).toBeInTheDocument();
    expect(screen.getByText('Seattle')).toBeInTheDocument();
  });
});
